import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { writePdf } from './pdfmake.ts';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates/index.ts';

/** Builds a template's document and writes it, on the calling thread (a bad document rejects). */
export async function renderTemplate<N extends TemplateName>(
  name: N,
  data: TemplateData<N>,
): Promise<Buffer> {
  const build = TEMPLATES[name] as (data: TemplateData<N>) => TDocumentDefinitions;
  return writePdf(build(data));
}
