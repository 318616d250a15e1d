import { defineMessages } from 'react-intl';
import { InfoPage } from '../InfoPage';
import { nav } from '@/i18n/nav';

const m = defineMessages({
  title: { id: 'page.adminDadata.title', defaultMessage: 'Проверка подсказок адресов' },
  lead: { id: 'page.adminDadata.lead', defaultMessage: 'Введите адрес, чтобы увидеть подсказки и проверить, входит ли он в зону доставки.' },
});

/** Проверка подсказок адресов. */
export default function AdminDadataPage() {
  return <InfoPage title={m.title} lead={m.lead} testId="page-adminDadata" links={[{ route: 'admin', label: nav.admin }, { route: 'home', label: nav.home }]} />;
}
