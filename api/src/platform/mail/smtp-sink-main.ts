// `npm run mail:sink`: the local SMTP sink on 127.0.0.1:1025 (SMTP_SINK_PORT), printing every
// mail it gets. Start the portal with SMTP_URL=smtp://127.0.0.1:1025 to send real mail to it.
import { startSmtpSink } from './smtp-sink';

const port = Number(process.env.SMTP_SINK_PORT ?? 1025);
startSmtpSink({
  port,
  onMail: (mail) => {
    const body = mail.text
      .split(/\r\n\r\n/)
      .slice(1)
      .join('\n\n');
    process.stdout.write(
      `\n--- mail to ${mail.to.join(', ')}: ${mail.subject}\n${body.slice(0, 4000)}\n`,
    );
  },
})
  .then((sink) =>
    process.stdout.write(
      `SMTP sink on smtp://127.0.0.1:${sink.port} (Ctrl+C to stop); start the portal with SMTP_URL=smtp://127.0.0.1:${sink.port}\n`,
    ),
  )
  .catch((e: unknown) => {
    process.stderr.write(
      `SMTP sink could not start: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    process.exit(1);
  });
