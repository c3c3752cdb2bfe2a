import type { CertificateVerification } from '@common/education';
import { PRODUCT_NAME, THEME } from '@common/constants';
import PDFDocument from 'pdfkit';

/** Characters the PDF's standard fonts (Windows-1252) can draw besides Latin-1. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether the standard fonts can draw every character of a text. */
const drawable = (text: string): boolean =>
  [...text].every((ch) => ch.charCodeAt(0) <= 0xff || CP1252_EXTRA.has(ch));

/**
 * Accents taken off where the fonts lack the letter ('Dvořák' -> 'Dvorak'); undrawable text stays undrawable.
 */
function forStandardFont(text: string): string {
  if (drawable(text)) return text;
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** '2026-03-01' as 'March 1, 2026'. */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The printable certificate as a PDF (A4 landscape, pdfkit's standard fonts, so nothing is loaded from disk):
 * the holder, the course and its instructor, the dates, the number and the verification address, and the
 * status when it is no longer active. A holder's name the standard fonts cannot draw is printed as their
 * username.
 */
export function renderCertificatePdf(
  certificate: CertificateVerification,
  holderUsername: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${PRODUCT_NAME} certificate ${certificate.certificateNumber}`,
      Author: PRODUCT_NAME,
      Subject: `Certificate of completion: ${forStandardFont(certificate.courseTitle)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const holderText = forStandardFont(certificate.holderName);
  const holder = drawable(holderText) ? holderText : `@${holderUsername}`;
  const course = forStandardFont(certificate.courseTitle);
  const instructor = forStandardFont(certificate.instructor);

  doc.rect(0, 0, width, height).fill('#ffffff');
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(THEME.primary);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke('#d4d4d8');

  const centred = { width: width - 160, align: 'center' as const };
  doc.fillColor(THEME.primary).font('Helvetica-Bold').fontSize(14);
  doc.text(`${PRODUCT_NAME.toUpperCase()} ACADEMY`, 80, 80, { ...centred, characterSpacing: 3 });
  doc
    .fillColor('#18181b')
    .font('Times-Bold')
    .fontSize(40)
    .text('Certificate of Completion', 80, 112, centred);
  doc.font('Times-Roman').fontSize(16).fillColor('#52525b').text('This certifies that', 80, 184, centred);
  // Long names and titles take a smaller size; what follows flows below them.
  doc
    .font('Times-Bold')
    .fontSize(holder.length > 40 ? 24 : 32)
    .fillColor('#18181b')
    .text(holder, 80, 212, centred);
  doc.font('Times-Roman').fontSize(16).fillColor('#52525b');
  doc.text('has completed every lesson of the course', 80, doc.y + 10, centred);
  doc
    .font('Times-Bold')
    .fontSize(course.length > 60 ? 20 : 24)
    .fillColor('#18181b');
  doc.text(course, 80, doc.y + 10, centred);
  doc.font('Times-Italic').fontSize(14).fillColor('#52525b');
  doc.text(`taught by ${instructor}`, 80, doc.y + 6, centred);
  const factsY = Math.max(410, doc.y + 24);

  const facts = [
    ['Issued', longDate(certificate.issueDate)],
    ['Valid until', longDate(certificate.expiryDate)],
    ['Certificate number', certificate.certificateNumber],
  ];
  const columnWidth = (width - 160) / facts.length;
  facts.forEach(([label, value], index) => {
    const x = 80 + index * columnWidth;
    doc.font('Helvetica').fontSize(10).fillColor('#71717a').text(label!.toUpperCase(), x, factsY, {
      width: columnWidth,
      align: 'center',
      characterSpacing: 1,
    });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor('#18181b')
      .text(value!, x, factsY + 16, {
        width: columnWidth,
        align: 'center',
      });
  });

  if (!certificate.valid) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#b91c1c');
    doc.text(`Status: ${certificate.status.toUpperCase()}`, 80, factsY + 50, centred);
  }
  doc.font('Helvetica').fontSize(10).fillColor('#52525b');
  doc.text('Check this certificate at', 80, factsY + 80, centred);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(THEME.primary);
  doc.text(certificate.verifyUrl, 80, factsY + 95, {
    ...centred,
    link: certificate.verifyUrl,
    underline: false,
  });
  doc.end();
  return done;
}
