# Varnish between Caddy and the app (compose.yaml's "varnish" profile; docs/decisions/052-edge-cache-and-purge.md).
# Anonymous pages and public files are kept as long as the app's CDN-Cache-Control says, under the tags its
# Surrogate-Key names, until the app purges those tags (PURGE with an xkey-purge header, from the app only).
# A signed-in request, a form and the live stream go straight to the app. With the app down, kept pages are
# served stale (stale-if-error). Tracking parameters never make a new copy.
vcl 4.1;

import std;
import xkey;

backend app {
    .host = "app";
    .port = "3000";
    # Down after two missed checks in three: then kept pages are served stale for as long as stale-if-error says.
    .probe = {
        .url = "/robots.txt";
        .interval = 1s;
        .timeout = 2s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the app (its name on the compose network, resolved when the VCL loads).
acl purgers {
    "app";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    # The live stream is one long response: no cache, no buffering.
    if (req.url ~ "^/live(\?|$)") {
        return (pipe);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A session may see something personal: the app answers it (private, no-store) every time.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-session|__session)=") {
        return (pass);
    }
    # Anything else a browser holds (a flashed toast's cookie aside) changes nothing on a public page.
    unset req.http.Cookie;
    # The cache key without tracking parameters: a link shared with utm_* or fbclid is the same page.
    set req.http.x-cache-url = regsuball(req.url, "(?i)([?&])(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl)=[^&#]*", "\1");
    set req.http.x-cache-url = regsuball(req.http.x-cache-url, "&{2,}", "&");
    set req.http.x-cache-url = regsub(regsub(req.http.x-cache-url, "\?&", "?"), "[?&]$", "");
    # While the app answers, a page past its lifetime is served stale only as long as stale-while-revalidate
    # (60 s, as the app says); when the app is down, for as long as the copy is kept (stale-if-error).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.x-cache-url);
    if (req.http.host) {
        hash_data(req.http.host);
    }
    return (lookup);
}

sub vcl_backend_fetch {
    unset bereq.http.x-cache-url;
}

sub vcl_backend_response {
    # The app's shared lifetime (RFC 9213): kept this long, served stale this long after, tagged for purges.
    if (beresp.http.CDN-Cache-Control && !beresp.http.Set-Cookie && beresp.http.Cache-Control !~ "(private|no-store)") {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
        set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*\bmax-age=([0-9]+).*$", "\1s"), 0s);
        set beresp.grace = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*\bstale-if-error=([0-9]+).*$", "\1s"), 0s);
        unset beresp.http.CDN-Cache-Control;
        return (deliver);
    }
    # Anything else: Varnish's own rules (a hashed asset's year; nothing private or with a cookie).
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
