// A passkey authenticator in plain Node, for tests that speak WebAuthn without a browser: one P-256 key,
// a "none" attestation to register it and signed assertions to use it, each for any challenge, origin,
// RP ID and counter the test chooses (so it can answer wrongly on purpose). Browser tests use Chromium's
// own virtual authenticator instead.
import crypto from "node:crypto";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

/** The little CBOR WebAuthn needs here: integers, byte and text strings, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v as never));
  return Buffer.concat(parts);
}

export interface Relying {
  challenge: string;
  origin: string;
  rpId: string;
}

export function softAuthenticator() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  /** The credential's public key as COSE (what the server stores). */
  const cosePublicKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  const credentialId = crypto.randomBytes(16);
  const id = b64url(credentialId);
  const clientData = (type: string, rp: Relying) =>
    Buffer.from(JSON.stringify({ type, challenge: rp.challenge, origin: rp.origin, crossOrigin: false }));
  // Flags: user present (0x01) and verified (0x04); 0x40 when credential data follows.
  const authData = (rpId: string, counter: number, attested: boolean) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const base = Buffer.concat([sha256(rpId), Buffer.from([attested ? 0x45 : 0x05]), count]);
    if (!attested) return base;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    return Buffer.concat([base, Buffer.alloc(16), length, credentialId, cosePublicKey]);
  };

  return {
    id,
    cosePublicKey,
    /** The answer to a registration challenge (RegistrationResponseJSON). */
    register(rp: Relying) {
      const attestationObject = cbor(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(rp.rpId, 0, true)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", rp)),
          attestationObject: b64url(attestationObject),
          transports: ["internal" as const],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to an authentication challenge (AuthenticationResponseJSON), signed at `counter`. */
    assert(rp: Relying, counter: number, userHandle?: string) {
      const data = authData(rp.rpId, counter, false);
      const client = clientData("webauthn.get", rp);
      const signature = crypto.sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          authenticatorData: b64url(data),
          clientDataJSON: b64url(client),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
