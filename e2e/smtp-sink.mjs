// A real SMTP server for the browser tests: every mail the app sends is parsed and written
// as JSON into MAIL_DIR, where the tests read links out of it.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DIR;
const port = Number(process.env.SMTP_PORT);
if (!dir || !port) throw new Error('MAIL_DIR and SMTP_PORT are required');
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : [mail.to])
          .filter(Boolean)
          .flatMap((address) => address.value.map((item) => item.address));
        count += 1;
        const file = path.join(dir, `${Date.now()}-${count}.json`);
        // Written aside and renamed into place, so a test polling the folder never reads a
        // file half written.
        writeFileSync(
          `${file}.part`,
          JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
        );
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
