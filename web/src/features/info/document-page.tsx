import './info.css';
import '../../i18n/pages';
import { Helpline } from '../../components/responsible-gaming';
import { t, tKeys } from '../../i18n';

/** A text page (about, terms, privacy) from the en-US resource: a lead paragraph and titled sections. */
export function DocumentPage({ doc, art }: { doc: 'about' | 'terms' | 'privacy'; art?: string }) {
  return (
    <article className="prose">
      {art && <img className="hero-art" src={art} width="240" height="120" alt="" />}
      <p>{t(`${doc}.lead`)}</p>
      {tKeys(`${doc}.sections`).map((n) => (
        <section key={n}>
          <h2>{t(`${doc}.sections.${n}.title`)}</h2>
          <p>{t(`${doc}.sections.${n}.body`)}</p>
        </section>
      ))}
      <p className="small muted">{t('footer.responsible')}</p>
      <Helpline />
    </article>
  );
}
