import { LICENCE_NAMES, LICENCE_TERMS, type LicenceType } from '@common/beatbank';
import { PRODUCT_NAME } from '@common/constants';
import { formatCents } from '@common/format';
import { licenceProducer, type LicenceRecord } from './library';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function party(displayName: string | null, username: string | null): string {
  const name = displayName ?? username ?? 'Unknown';
  return username && displayName ? `${name} (@${username})` : name;
}

/** The grants of a licence, as the document states them. */
export function licenceClauses(type: LicenceType): string[] {
  const [first, second] = LICENCE_TERMS[type];
  if (type === 'exclusive') {
    return [
      `${first}: the Licensee may use the beat commercially in any medium, without limits on streams, sales or videos.`,
      `${second}: the Producer delivers the separate track stems to the Licensee.`,
      'The beat is withdrawn from sale on the day of this license; licenses granted before it remain valid.',
      'The Producer keeps the credit as producer of the beat.',
    ];
  }
  return [
    `${first} of one new song made with the beat, on every streaming service.`,
    `${second}.`,
    'The license is non-exclusive: the Producer may license the beat to others.',
    'The Producer keeps the copyright of the beat and must be credited as producer.',
  ];
}

/** The licence document as a printable HTML page: parties, beat, terms, price, date and number. */
export function renderLicenceDocument(record: LicenceRecord): string {
  const type = record.licenceType as LicenceType;
  const name = LICENCE_NAMES[type];
  const date = new Date(record.createdAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const producer = party(record.producerDisplayName ?? licenceProducer(record), record.producerUsername);
  const buyer = party(record.buyerDisplayName, record.buyerUsername);
  const beatFacts = [record.bpm ? `${record.bpm} BPM` : null, record.key, record.genre].filter(
    (fact): fact is string => Boolean(fact),
  );
  const rows: [string, string][] = [
    ['License number', record.licenceNumber],
    ['License type', name],
    ['Date', date],
    ['Producer (Licensor)', producer],
    ['Buyer (Licensee)', buyer],
    ['Beat', `${record.title}${beatFacts.length ? ` (${beatFacts.join(', ')})` : ''}`],
    ['Price paid', `${formatCents(Number(record.amount))} USD`],
  ];
  if (record.transactionId) rows.push(['Payment reference', `#${record.transactionId}`]);
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(name)} ${e(record.licenceNumber)} - ${e(PRODUCT_NAME)}</title>
<style>
  body { font-family: Georgia, 'Times New Roman', serif; color: #18181b; background: #fff; margin: 0; }
  main { max-width: 720px; margin: 0 auto; padding: 48px 32px; }
  h1 { font-size: 28px; margin: 0 0 4px; }
  .brand { color: #ff0080; font-family: Arial, sans-serif; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; font-size: 13px; }
  table { border-collapse: collapse; width: 100%; margin: 24px 0; }
  th, td { text-align: left; padding: 8px 0; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
  th { width: 38%; font-weight: 600; color: #52525b; }
  li { margin: 6px 0; }
  footer { margin-top: 32px; font-size: 13px; color: #71717a; }
  @media print { main { padding: 0; } }
</style>
</head>
<body>
<main>
<p class="brand">${e(PRODUCT_NAME)} Beat Bank</p>
<h1>${e(name)}</h1>
<p>License agreement No. ${e(record.licenceNumber)}</p>
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`).join('\n')}
</table>
<h2>Terms</h2>
<ol>
${licenceClauses(type)
  .map((clause) => `<li>${e(clause)}</li>`)
  .join('\n')}
</ol>
<footer>
<p>Granted by the Producer to the Buyer through ${e(PRODUCT_NAME)} on ${e(date)}, on payment of the price above.
${e(PRODUCT_NAME)} keeps a 15% marketplace fee; 85% of the price goes to the Producer.</p>
<p>Print this page or save it as PDF from your browser to keep a copy.</p>
</footer>
</main>
</body>
</html>
`;
}
