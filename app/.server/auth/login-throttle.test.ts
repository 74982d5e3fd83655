import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LOGIN_WINDOW_MS } from "./limits";
import { LOGIN_ACCOUNT_PACE_MS } from "./login-throttle";
import { type Refusal, type Reservation, reserveLoginTry } from "./login-throttle";

const refused = (r: Reservation | Refusal) => ("reason" in r ? r : null);

describe("reserveLoginTry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("locks a pair after 5 failures until the window frees a slot; other addresses are untouched", () => {
    for (let i = 0; i < 5; i++) expect(refused(reserveLoginTry("10.0.0.1", "a@x.test", false))).toBeNull();
    expect(refused(reserveLoginTry("10.0.0.1", "A@x.test ", false))).toEqual({
      reason: "pair",
      retryAfter: LOGIN_WINDOW_MS / 1000,
    });
    expect(refused(reserveLoginTry("10.0.0.2", "a@x.test", false))).toBeNull();
    vi.advanceTimersByTime(LOGIN_WINDOW_MS);
    expect(refused(reserveLoginTry("10.0.0.1", "a@x.test", false))).toBeNull();
  });

  it("gives the try back on a right password, and on a try that never reached the hash", () => {
    for (let i = 0; i < 4; i++) reserveLoginTry("10.0.1.1", "b@x.test", false);
    const lucky = reserveLoginTry("10.0.1.1", "b@x.test", false) as Reservation;
    lucky.succeeded();
    // The pair starts afresh after a sign-in.
    for (let i = 0; i < 5; i++) expect(refused(reserveLoginTry("10.0.1.1", "b@x.test", false))).toBeNull();
    expect(refused(reserveLoginTry("10.0.1.1", "b@x.test", false))?.reason).toBe("pair");
    const other = reserveLoginTry("10.0.1.2", "b2@x.test", false) as Reservation;
    other.cancelled();
    for (let i = 0; i < 5; i++) expect(refused(reserveLoginTry("10.0.1.2", "b2@x.test", false))).toBeNull();
  });

  it("refuses an address after 20 failures across accounts", () => {
    for (let i = 0; i < 20; i++) expect(refused(reserveLoginTry("10.0.2.1", `c${i}@x.test`, false))).toBeNull();
    expect(refused(reserveLoginTry("10.0.2.1", "someone-else@x.test", false))?.reason).toBe("address");
  });

  it("slows strangers to one try per pace after 10 failures of an account; known browsers and addresses are not slowed", () => {
    const home = reserveLoginTry("10.0.3.99", "d@x.test", false) as Reservation;
    home.succeeded();
    for (let i = 0; i < 10; i++) expect(refused(reserveLoginTry(`10.0.3.${i}`, "d@x.test", false))).toBeNull();
    const slowed = refused(reserveLoginTry("10.0.3.50", "d@x.test", false));
    expect(slowed).toEqual({ reason: "account", retryAfter: LOGIN_ACCOUNT_PACE_MS / 1000 });
    expect(refused(reserveLoginTry("10.0.3.51", "d@x.test", true))).toBeNull();
    expect(refused(reserveLoginTry("10.0.3.99", "d@x.test", false))).toBeNull();
    vi.advanceTimersByTime(LOGIN_ACCOUNT_PACE_MS);
    expect(refused(reserveLoginTry("10.0.3.50", "d@x.test", false))).toBeNull();
    expect(refused(reserveLoginTry("10.0.3.52", "d@x.test", false))?.reason).toBe("account");
  });
});
