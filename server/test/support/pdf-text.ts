import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as pdf-parse (PDF.js) reads it, spaces folded. PDF.js imports its worker dynamically, which jest's
 * module system does not allow, so it runs in a plain node process.
 */
export function pdfText(pdf: Buffer): string {
  const script = `import { PDFParse } from 'pdf-parse';
    const chunks = []; for await (const c of process.stdin) chunks.push(c);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    process.stdout.write((await parser.getText()).text); await parser.destroy();`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: pdf, cwd: __dirname });
  return text.toString().replace(/\s+/g, ' ');
}
