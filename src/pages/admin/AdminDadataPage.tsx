import { DadataTester } from '@/features/admin/DadataTester';

/** /udc_adminpanel/test_dadata: the address-suggestion tester. */
export default function AdminDadataPage() {
  return <DadataTester />;
}
