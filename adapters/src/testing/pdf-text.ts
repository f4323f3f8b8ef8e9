import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The text drawn on each page: the standard fonts write each string as hex in a `<…> Tj` operator. */
export async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams.flatMap((stream) => {
      const source = new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode());
      return [...source.matchAll(/<([0-9A-F]*)> Tj/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'));
    });
  });
}
