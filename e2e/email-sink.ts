// The e2e server's mailbox: an SMTP server the app sends through (SMTP_URL), and an HTTP
// endpoint the tests read it from (`GET /messages`), as a person reads their inbox. Started
// by Playwright beside the app (playwright.config.ts); it keeps mail in memory only.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SinkMessage = { to: string[]; subject: string; text: string; received_at: string };

const messages: SinkMessage[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          received_at: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
  },
});

const http = createServer((req, res) => {
  if (req.method === "GET" && req.url === "/messages") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
    return;
  }
  res.writeHead(404).end();
});

smtp.listen(Number(process.env.SINK_SMTP_PORT), "127.0.0.1");
http.listen(Number(process.env.SINK_HTTP_PORT), "127.0.0.1");
