import { statementFileName, type CampaignStatement } from '@citybook/contract';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';

/*
 * FUNDRAISING-12 (ADR 0060): a statement as CSV and as PDF (pdfkit, as the code batches' print run,
 * ADR 0042). Both say exactly what the screen says: amounts in dollars and cents, from the same
 * statement.
 */

/** Cents as dollars with two decimals, the sign in front: -1234 → "-12.34". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** The rate in percent: 2000 → "20.00%". */
export function percent(basisPoints: number): string {
  return `${dollars(basisPoints)}%`;
}

/** The balance's words: due to the group, or (below zero) paid beyond what is owed, carried. */
export function balanceLabel(balanceCents: number): string {
  return balanceCents < 0 ? 'Overpaid, carried to the next payout' : 'Balance due to the group';
}

/** A cell a spreadsheet would read as a formula is written as text. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export function statementCsv(statement: CampaignStatement): string {
  const rows: string[][] = [
    ['Campaign', cell(statement.campaignName), ''],
    ['Group', cell(statement.groupName), ''],
    ['Statement as of', statement.asOf, ''],
    ['Currency', statement.currency, ''],
    ['Commission rate', percent(statement.commissionBasisPoints), ''],
    ['Line', 'Count', 'Amount'],
    ['Sales', String(statement.sales.count), dollars(statement.sales.amountCents)],
    ['Refunds', String(statement.refunds.count), dollars(statement.refunds.amountCents)],
    ['Net sales', '', dollars(statement.netCents)],
    ['Commission', '', dollars(statement.commissionCents)],
    ['Paid so far', String(statement.payouts.length), dollars(statement.paidCents)],
    [balanceLabel(statement.balanceCents), '', dollars(statement.balanceCents)],
    ['Payout paid on', 'Reference', 'Amount'],
    ...statement.payouts.map((payout) => [
      payout.paidOn,
      cell(payout.note),
      dollars(payout.amountCents),
    ]),
  ];
  return stringify(rows);
}

export function statementFile(statement: CampaignStatement, ext: 'pdf' | 'csv'): string {
  return statementFileName(statement.id, statement.asOf.slice(0, 10), ext);
}

/** The statement on one A4 page (more when there are many payouts), as PDF bytes. */
export async function statementPdf(statement: CampaignStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Statement: ${statement.campaignName}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const amountX = 400;
  const amountWidth = 140;
  const line = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, left, y, { width: amountX - left - 10 });
    doc.text(amount, amountX, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.4);
  };
  doc.font('Helvetica-Bold').fontSize(18).text('Fundraising statement', left);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11);
  doc.text(`Campaign: ${statement.campaignName}`);
  doc.text(`Group: ${statement.groupName}`);
  doc.text(`Campaign days: ${statement.startsOn} to ${statement.endsOn}`);
  doc.text(`Statement as of: ${statement.asOf.replace('T', ' ').slice(0, 16)} UTC`);
  doc.text(`Amounts in ${statement.currency}`);
  doc.moveDown();
  line(`Sales (${String(statement.sales.count)})`, dollars(statement.sales.amountCents));
  line(`Refunds (${String(statement.refunds.count)})`, dollars(-statement.refunds.amountCents));
  line('Net sales', dollars(statement.netCents), true);
  line(
    `Commission at ${percent(statement.commissionBasisPoints)}`,
    dollars(statement.commissionCents),
  );
  line('Paid so far', dollars(-statement.paidCents));
  line(balanceLabel(statement.balanceCents), dollars(statement.balanceCents), true);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Payouts', left);
  doc.moveDown(0.3);
  if (statement.payouts.length === 0) doc.font('Helvetica').fontSize(11).text('None yet.', left);
  for (const payout of statement.payouts)
    line(`${payout.paidOn}  ${payout.note}`, dollars(payout.amountCents));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
