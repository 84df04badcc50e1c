import {
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  createDecipheriv,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service of our own for tests: a local HTTP endpoint that records what the app pushes to it, and a
 * browser's side of a subscription (a P-256 key pair and a 16-byte auth secret) to decrypt it with.
 */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  origin: string;
  received: Received[];
  /** The status answered to pushes to this path (default 201, as push services answer). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: Received[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys (what PushSubscription.getKey gives), made here with node:crypto. */
export class BrowserKeys {
  readonly #ecdh: ECDH = createECDH("prime256v1");
  readonly authSecret = randomBytes(16);
  constructor() {
    this.#ecdh.generateKeys();
  }
  get p256dh(): string {
    return this.#ecdh.getPublicKey().toString("base64url");
  }
  get auth(): string {
    return this.authSecret.toString("base64url");
  }

  /**
   * Decrypts an aes128gcm push message (RFC 8291 §3.4, RFC 8188 §2): the header carries the salt, the record
   * size and the sender's public key; the keys come from HKDF over the ECDH secret and the auth secret.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const senderPublic = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error("more than one record");
    const ecdhSecret = this.#ecdh.computeSecret(senderPublic);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.#ecdh.getPublicKey(), senderPublic]);
    const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero or more padding zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("no last-record delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}

/**
 * Checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that
 * key, for this push service's origin. Returns the key and the JWT's claims.
 */
export function readVapid(authorization: string | undefined): {
  key: string;
  claims: Record<string, unknown>;
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  const [header, claims, signature] = match[1].split(".") as [string, string, string];
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const isValid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isValid) throw new Error("the VAPID signature does not verify");
  return {
    key: match[2],
    claims: JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Record<string, unknown>,
  };
}
