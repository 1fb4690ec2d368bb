import { LegalText } from '../components/LegalText';

const paragraphs = [
  'We store the personal details that hostel staff enter about residents and users: names, phone numbers, email addresses, room assignments and payment records.',
  'This data is visible only to staff of the same hostel, according to their role, and is used only to run the hostel.',
  'Phone numbers are used to send one-time login codes. Ask your hostel administrator to correct or remove your data.',
];

export function PrivacyPage() {
  return <LegalText title="Privacy" paragraphs={paragraphs} />;
}
