import type { OutputBundle, OutputChunk } from 'rolldown';

/** Adds to `into` the chunk of `module` and every chunk it imports statically; returns `into`. */
export function chunkClosure(bundle: OutputBundle, module: string, into: Set<string>): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId === module);
  if (!start) throw new Error(`${module} is not a chunk of the build`);
  const visit = (chunk: OutputChunk) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return into;
}
