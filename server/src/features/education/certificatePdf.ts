import type { CertificateVerification } from '@common/education';
import { PRODUCT_NAME } from '@common/constants';
import PDFDocument from 'pdfkit';
import { drawBody } from './certificateBody';
import { drawFacts, drawVerification } from './certificateFooter';
import { artifact, drawCentred, INK, setLine, tag, type TextSet } from './certificateLayout';
import { drawSeal, SEAL_COLOURS } from './certificateSeal';

type Doc = PDFKit.PDFDocument;

const PAPER = '#fffdf8';

/** A charcoal band around the paper, a double gold rule inside it, pink diamonds at its corners. */
function frame(doc: Doc, width: number, height: number): void {
  doc.rect(0, 0, width, height).fill(PAPER);
  doc.rect(14, 14, width - 28, height - 28).fill(INK);
  doc.rect(22, 22, width - 44, height - 44).fill(PAPER);
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1.2)
    .stroke(SEAL_COLOURS.gold);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.5)
    .stroke(SEAL_COLOURS.gold);
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const) {
    doc.polygon([x, y - 6], [x + 6, y], [x, y + 6], [x - 6, y]).fill(SEAL_COLOURS.pink);
  }
}

/** A short gold rule with a pink diamond in its middle. */
function divider(doc: Doc, centre: number, y: number, half: number): void {
  doc
    .moveTo(centre - half, y)
    .lineTo(centre - 8, y)
    .moveTo(centre + 8, y)
    .lineTo(centre + half, y)
    .lineWidth(0.8)
    .stroke(SEAL_COLOURS.gold);
  doc.polygon([centre, y - 4], [centre + 4, y], [centre, y + 4], [centre - 4, y]).fill(SEAL_COLOURS.pink);
}

/**
 * The printable certificate as a tagged PDF (A4 landscape, in English, titled, with the holder and the course in
 * its metadata): the holder's public name, the course and its instructor set in embedded, subsetted fonts that
 * draw every script they are written in (see certificateText and certificateFonts), the dates and the number, the
 * seal, and a QR code and a link to the verification page. The status is printed once it is no longer valid.
 */
export function renderCertificatePdf(certificate: CertificateVerification): Promise<Buffer> {
  const { holderName, courseTitle, certificateNumber } = certificate;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Certificate of Completion: ${courseTitle}`,
      Author: `${PRODUCT_NAME} Academy`,
      Subject: `${holderName} completed ${courseTitle} (${certificateNumber})`,
      Keywords: [certificateNumber, holderName, courseTitle, certificate.instructor].join(', '),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const centre = width / 2;
  const root = doc.struct('Document');
  doc.addStructure(root);
  artifact(doc, () => frame(doc, width, height));

  const brand: TextSet = {
    style: 'bold',
    size: 15,
    color: SEAL_COLOURS.pink,
    characterSpacing: 0.75,
    features: ['smcp'],
  };
  const brandLine = setLine(doc, `${PRODUCT_NAME} Academy`, brand);
  tag(doc, root, 'P', () => drawCentred(doc, brandLine, brand, centre, 82));
  const title: TextSet = { style: 'bold', size: 38, color: INK };
  const titleLine = setLine(doc, 'Certificate of Completion', title);
  tag(doc, root, 'H1', () => drawCentred(doc, titleLine, title, centre, 130));
  artifact(doc, () => divider(doc, centre, 150, 110));

  drawBody(doc, root, certificate, centre, width - 200);
  drawFacts(doc, root, certificate, 190, 404);
  drawVerification(doc, root, certificate, { x: width - 238, y: 392, size: 96 }, height - 46);
  artifact(doc, () => drawSeal(doc, [centre, 450], 54, certificate.issueDate.slice(0, 4)));

  root.end();
  doc.end();
  return done;
}
