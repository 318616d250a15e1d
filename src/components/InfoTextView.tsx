import type { InfoText } from '@/content/info';
import ui from './ui.module.css';
import { useLocale } from './useLocale';

/** Paragraphs of a static text in the current language. */
export function InfoTextView({ text }: { text: InfoText }) {
  const locale = useLocale();
  return (
    <>
      {text.paragraphs[locale].map((p) => (
        <p key={p.slice(0, 40)} className={ui.paragraph}>
          {p}
        </p>
      ))}
    </>
  );
}
