import { join } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

interface Reader {
  port: MessagePort;
  /** 0 while the worker reads, 1 when its answer is on the port. */
  answered: Int32Array;
}
let reader: Reader | undefined;

/**
 * One worker thread per test process reads every PDF (pdf-text.worker.mjs): PDF.js imports its own worker
 * dynamically, which jest's module system does not allow, and a new node process for each PDF cost half a second of
 * CPU in the API tests. The call stays synchronous: it waits on a shared flag until the answer is on the port.
 */
function startReader(): Reader {
  const answered = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(join(__dirname, 'pdf-text.worker.mjs'), {
    workerData: { port: port2, answered },
    transferList: [port2],
  });
  // The worker lives as long as the test process and never keeps it from ending.
  worker.unref();
  port1.unref();
  return { port: port1, answered };
}

/** A PDF's text as pdf-parse (PDF.js) reads it, spaces folded. */
export function pdfText(pdf: Buffer): string {
  reader ??= startReader();
  Atomics.store(reader.answered, 0, 0);
  reader.port.postMessage(new Uint8Array(pdf));
  if (Atomics.wait(reader.answered, 0, 0, 60_000) === 'timed-out')
    throw new Error('The PDF reader did not answer in 60 s');
  const answer = receiveMessageOnPort(reader.port)?.message as { text?: string; error?: string } | undefined;
  if (answer?.text === undefined) throw new Error(`The PDF could not be read: ${answer?.error ?? 'no answer'}`);
  return answer.text.replace(/\s+/g, ' ');
}
