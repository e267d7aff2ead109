import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../shared/brand';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';

export function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact"
        crumb="Contacts"
        lead="Questions about your account, a payment or the platform? Write to us and our support team will answer by e-mail."
      />
      <div className="public-section contact">
        <div className="contact__channels">
          <section className="card contact__channel" aria-labelledby="contact-phone">
            <h2 id="contact-phone" className="contact__heading">
              Phone
            </h2>
            {SUPPORT_PHONE ? (
              <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
            ) : (
              <p className="muted">We do not offer phone support yet. Please write to us instead; we answer by e-mail.</p>
            )}
          </section>
          <section className="card contact__channel" aria-labelledby="contact-email">
            <h2 id="contact-email" className="contact__heading">
              Email
            </h2>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            <p className="muted">For anything about your account, write from the address you registered with.</p>
          </section>
        </div>
        <section className="card contact__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact__heading">
            Get in Touch
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
