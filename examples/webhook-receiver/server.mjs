// A local receiver: WEBHOOK_SECRET=whsec_... node examples/webhook-receiver/server.mjs (port 4000).
import { createServer } from "node:http";
import { verifyWebhook } from "./verify.mjs";

const secret = process.env.WEBHOOK_SECRET;
const seen = new Set(); // webhook-id of every event handled; use your database in production

createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks).toString("utf8"); // the raw body: verify before parsing
  if (!verifyWebhook(body, req.headers, secret)) return res.writeHead(400).end();
  const event = JSON.parse(body);
  if (seen.has(req.headers["webhook-id"])) return res.writeHead(204).end(); // a retry of one we already have
  seen.add(req.headers["webhook-id"]);
  console.log(event.type, event.data?.tournament?.id ?? event.challenge ?? "", event.data?.results?.length ?? "");
  res.writeHead(204).end();
}).listen(Number(process.env.PORT ?? 4000));
