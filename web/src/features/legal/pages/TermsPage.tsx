import { LegalText } from '../components/LegalText';

const paragraphs = [
  'Hostel Admin is provided to hostel operators and their staff to manage residents, rooms, meals, payments and requests.',
  'Each user is responsible for keeping their phone and login codes private and for the accuracy of the data they enter.',
  'Access is granted per role by the hostel administrator and may be withdrawn at any time.',
];

export function TermsPage() {
  return <LegalText title="Terms" paragraphs={paragraphs} />;
}
