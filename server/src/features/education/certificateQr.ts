import QRCode from 'qrcode';

type Doc = PDFKit.PDFDocument;

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/**
 * Draws a QR code of `text` (error correction M) as vector squares on a white square of `size` points whose
 * top left corner is (x, y), quiet zone included.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number, colour: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + QUIET_ZONE * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per horizontal stretch of dark modules.
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (QUIET_ZONE + start) * cell, y + (QUIET_ZONE + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill(colour);
}
