// Reads the PDFs test/support/pdf-text.ts sends, one at a time, outside jest's module system (see there).
import { PDFParse } from 'pdf-parse';
import { workerData } from 'node:worker_threads';

const { port, answered } = workerData;
port.on('message', async (data) => {
  let answer;
  try {
    const parser = new PDFParse({ data });
    answer = { text: (await parser.getText()).text };
    await parser.destroy();
  } catch (error) {
    answer = { error: String(error?.stack ?? error) };
  }
  port.postMessage(answer);
  Atomics.store(answered, 0, 1);
  Atomics.notify(answered, 0);
});
