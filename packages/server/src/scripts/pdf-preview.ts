import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderTemplate } from '../platform/pdf/render-template.ts';
import { sampleDocuments } from '../../test/fixtures/sample-documents.ts';

// `npm run pdf:preview`: every template with sample data to .test-data/pdf-preview/<name>.pdf,
// and each page as a PNG (poppler's pdftoppm) to look at.
const dir = path.resolve(import.meta.dirname, '../../../../.test-data/pdf-preview');
await fs.rm(dir, { recursive: true, force: true });
await fs.mkdir(dir, { recursive: true });
for (const sample of sampleDocuments()) {
  const pdf = await renderTemplate(sample.name, sample.data as never);
  const file = path.join(dir, `${sample.file}.pdf`);
  await fs.writeFile(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(dir, sample.file)]);
  console.log(`${sample.file}.pdf  ${(pdf.length / 1024).toFixed(1)} kB`);
}
const pages = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
console.log(`\n${pages.length} page images in ${dir}:\n  ${pages.join('\n  ')}`);
