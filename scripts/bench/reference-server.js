// The reference: a bare node:http server answering the same bodies from memory, run as its own process
// (like the app) so that it does not share the load generator's thread. Usage:
//   node reference-server.js <port> <bodies.json>
// where bodies.json = { "GET /api/stores": { "base64": "…", "encoding": "gzip" | null }, … }: the very
// bytes the app sent, with their Content-Encoding. A POST reads the whole request body first, as the app
// does, then answers its stored body.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, bodiesFile] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(bodiesFile, "utf8"))).map(([key, { base64, encoding }]) => [
    key,
    { bytes: Buffer.from(base64, "base64"), encoding },
  ]),
);

const server = createServer((req, res) => {
  const body = bodies.get(`${req.method} ${req.url}`);
  const answer = () => {
    if (!body) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"message":"not found"}');
      return;
    }
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": body.bytes.length,
      ...(body.encoding ? { "content-encoding": body.encoding, vary: "Accept-Encoding" } : {}),
    });
    res.end(body.bytes);
  };
  if (req.method === "GET") answer();
  else req.on("data", () => {}).on("end", answer);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
