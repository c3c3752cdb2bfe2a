import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A node of a PDF's structure tree as pdf.js reads it: its role, its alternate text, its children. */
export interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/** What a PDF reader gets out of a one-page PDF: its text lines, metadata, marking and structure. */
export interface ReadPdf {
  /** Text items on one baseline, left to right, joined (spaces at the ends trimmed); top to bottom. */
  lines: string[];
  info: Record<string, unknown>;
  markInfo: { Marked?: boolean } | null;
  structure: StructNode | null;
}

/**
 * Reads the first page of a PDF with pdf.js (Mozilla's reader, as Firefox uses it): the text a person copying it
 * or a search engine indexing it would get, and what assistive technology reads (marking and structure tree).
 */
export async function readPdf(pdf: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const byBaseline = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const baseline = Math.round(item.transform[5] as number);
      const line = byBaseline.get(baseline) ?? [];
      line.push({ x: item.transform[4] as number, text: item.str });
      byBaseline.set(baseline, line);
    }
    const lines = [...byBaseline.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, items]) =>
        items
          .sort((a, b) => a.x - b.x)
          .map((item) => item.text)
          .join('')
          .trim(),
      )
      .filter((line) => line !== '');
    const metadata = await document.getMetadata();
    return {
      lines,
      info: metadata.info as Record<string, unknown>,
      markInfo: (await document.getMarkInfo()) as ReadPdf['markInfo'],
      structure: (await page.getStructTree()) as StructNode | null,
    };
  } finally {
    await document.destroy();
  }
}

/** Every node of a structure tree, depth first. */
export function structNodes(node: StructNode | null): StructNode[] {
  if (!node) return [];
  return [node, ...(node.children ?? []).flatMap(structNodes)];
}
