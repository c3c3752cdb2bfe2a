import type { CertificateVerification } from '@common/education';
import { drawCentred, INK, LABEL, MUTED, setLine, tag, type TextSet } from './certificateLayout';
import { drawQrCode } from './certificateQr';
import { SEAL_COLOURS } from './certificateSeal';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** '2026-03-01' as 'March 1, 2026'. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Labels in small capitals: drawn from the font's small-capital glyphs, so they extract as written. */
const SMALL_CAPITALS: TextSet = {
  style: 'bold',
  size: 10,
  color: LABEL,
  characterSpacing: 0.5,
  features: ['smcp'],
};

/** Issued, valid until and the number, centred on `column`, and the status when it is no longer valid. */
export function drawFacts(
  doc: Doc,
  root: Struct,
  certificate: CertificateVerification,
  column: number,
  top: number,
): void {
  const facts = [
    ['Issued', longDate(certificate.issueDate)],
    ['Valid until', longDate(certificate.expiryDate)],
    ['Certificate number', certificate.certificateNumber],
  ] as const;
  const value: TextSet = { style: 'bold', size: 13, color: INK };
  facts.forEach(([name, text], index) => {
    const y = top + index * 36;
    tag(doc, root, 'P', () => {
      drawCentred(doc, setLine(doc, name, SMALL_CAPITALS), SMALL_CAPITALS, column, y);
      drawCentred(doc, setLine(doc, text, value), value, column, y + 17);
    });
  });
  if (!certificate.valid) {
    const status: TextSet = { style: 'bold', size: 12, color: '#b91c1c' };
    const text = `Status: ${certificate.status.toUpperCase()}`;
    tag(doc, root, 'P', () => drawCentred(doc, setLine(doc, text, status), status, column, top + 118));
  }
}

/**
 * The QR code of the verification address (top left corner at x, y) with 'SCAN TO VERIFY' under it, and the
 * address itself along the bottom of the page; both link to it, under one Link structure element.
 */
export function drawVerification(
  doc: Doc,
  root: Struct,
  certificate: CertificateVerification,
  qr: { x: number; y: number; size: number },
  baseline: number,
): void {
  const url = certificate.verifyUrl;
  tag(doc, root, 'Figure', () => drawQrCode(doc, url, qr.x, qr.y, qr.size, INK), {
    alt: `QR code linking to the verification page of this certificate, ${url}`,
  });
  tag(doc, root, 'P', () =>
    drawCentred(
      doc,
      setLine(doc, 'Scan to verify', SMALL_CAPITALS),
      SMALL_CAPITALS,
      qr.x + qr.size / 2,
      qr.y + qr.size + 14,
    ),
  );

  const intro: TextSet = { style: 'regular', size: 9.5, color: MUTED };
  const address: TextSet = { style: 'bold', size: 9.5, color: SEAL_COLOURS.pink };
  const introLine = setLine(doc, 'Check this certificate at ', intro);
  const addressLine = setLine(doc, url, address);
  const left = doc.page.width / 2 - (introLine.width + addressLine.width) / 2;
  const addressLeft = left + introLine.width;
  tag(doc, root, 'P', () => drawCentred(doc, introLine, intro, left + introLine.width / 2, baseline));
  const link = doc.struct('Link');
  root.add(link);
  link.add(() => drawCentred(doc, addressLine, address, addressLeft + addressLine.width / 2, baseline));
  // pdfkit files an annotation under the structure element given as structParent (its types omit the option).
  const underLink = { structParent: link } as PDFKit.Mixins.AnnotationOption;
  doc.link(addressLeft, baseline - 10, addressLine.width, 14, url, underLink);
  doc.link(qr.x, qr.y, qr.size, qr.size, url, underLink);
  link.end();
}
