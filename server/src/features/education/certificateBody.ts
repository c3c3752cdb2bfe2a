import type { CertificateVerification } from '@common/education';
import {
  artifact,
  drawCentred,
  drawLines,
  fitText,
  INK,
  MUTED,
  type SetLine,
  setLine,
  tag,
  type TextSet,
} from './certificateLayout';
import { SEAL_COLOURS } from './certificateSeal';

type Doc = PDFKit.PDFDocument;

/** Where the body starts (the baseline of 'This certifies that') and the lowest baseline it may reach. */
const TOP = 184;
const BOTTOM = 372;

interface Fitted {
  lines: SetLine[];
  set: TextSet;
}

/** The body's texts set at one scale, with the baselines they are drawn at. */
interface BodyPlan {
  name: Fitted;
  course: Fitted;
  byline: Fitted;
  nameAt: number;
  underlineAt: number;
  completedAt: number;
  courseAt: number;
  bylineAt: number;
  end: number;
}

const LEAD: TextSet = { style: 'italic', size: 15, color: MUTED };
const BODY: TextSet = { style: 'regular', size: 15, color: MUTED };

function plan(doc: Doc, certificate: CertificateVerification, width: number, scale: number): BodyPlan {
  const name = fitText(
    doc,
    certificate.holderName,
    { style: 'bold', size: 36 * scale, color: INK },
    width,
    18 * scale,
  );
  const course = fitText(
    doc,
    certificate.courseTitle,
    { style: 'bold', size: 24 * scale, color: INK },
    width,
    15 * scale,
  );
  const byline = fitText(doc, `taught by ${certificate.instructor}`, { ...LEAD, size: 14 }, width, 10);
  const nameAt = TOP + name.set.size * 1.3;
  // Below the deepest descenders: Arabic's reach half the size down.
  const underlineAt = nameAt + (name.lines.length - 1) * name.set.size * 1.25 + name.set.size * 0.5;
  const completedAt = underlineAt + 26;
  const courseAt = completedAt + 10 + course.set.size;
  const bylineAt = courseAt + (course.lines.length - 1) * course.set.size * 1.3 + 14 + byline.set.size;
  const end = bylineAt + (byline.lines.length - 1) * 18;
  return { name, course, byline, nameAt, underlineAt, completedAt, courseAt, bylineAt, end };
}

/**
 * The body of the certificate: 'This certifies that', the holder's name over a gold rule, 'has completed every
 * lesson of the course', the course and 'taught by' its instructor, each centred and as large as fits: long names
 * and titles take two lines, and the whole body a smaller scale when it would reach the seal.
 */
export function drawBody(
  doc: Doc,
  root: PDFKit.PDFStructureElement,
  certificate: CertificateVerification,
  centre: number,
  width: number,
): void {
  let body = plan(doc, certificate, width, 1);
  for (let scale = 0.95; body.end > BOTTOM && scale >= 0.5; scale -= 0.05) {
    body = plan(doc, certificate, width, scale);
  }
  const { name, course, byline } = body;
  tag(doc, root, 'P', () => drawCentred(doc, setLine(doc, 'This certifies that', LEAD), LEAD, centre, TOP));
  tag(doc, root, 'P', () => drawLines(doc, name.lines, name.set, centre, body.nameAt, name.set.size * 1.25));
  artifact(doc, () => {
    doc
      .moveTo(centre - 190, body.underlineAt)
      .lineTo(centre + 190, body.underlineAt)
      .lineWidth(0.8)
      .stroke(SEAL_COLOURS.gold);
  });
  const completed = setLine(doc, 'has completed every lesson of the course', BODY);
  tag(doc, root, 'P', () => drawCentred(doc, completed, BODY, centre, body.completedAt));
  tag(doc, root, 'P', () =>
    drawLines(doc, course.lines, course.set, centre, body.courseAt, course.set.size * 1.3),
  );
  tag(doc, root, 'P', () => drawLines(doc, byline.lines, byline.set, centre, body.bylineAt, 18));
}
