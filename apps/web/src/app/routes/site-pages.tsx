import { PageScreen } from '@/features/pages/components/page-screen';

export function AboutPage() {
  return <PageScreen name="about" />;
}

export function PrivacyPage() {
  return <PageScreen name="privacy" />;
}

export function ProtocolPage() {
  return <PageScreen name="protocol" />;
}

export function ServicePage() {
  return <PageScreen name="service" />;
}
