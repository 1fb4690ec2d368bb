import { LegalText } from '../components/LegalText';

const paragraphs = [
  'Amounts are recorded in Indian rupees and kept as an auditable ledger of rent invoices, payments, deposits and charges.',
  'Every change that matters is written to an activity log recording who made it and when.',
  'Identity documents such as Aadhaar or PAN numbers are collected only where the hostel is required to keep them.',
];

export function CompliancesPage() {
  return <LegalText title="Compliances" paragraphs={paragraphs} />;
}
