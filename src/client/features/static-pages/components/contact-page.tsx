import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Contact page, route /contact. */
export function ContactPage() {
  const { shopName, companyRegNumber, tiktokHandle } = useShopInfo()

  return (
    <StaticPage title="Contact">
      <p className="mt-6">
        Heb je een vraag over je bestelling, een Pack Battle of het verzenden van je kaarten? We helpen je graag.
        Op deze pagina lees je hoe je ons bereikt en wat je het beste kunt meesturen, zodat we je snel verder
        kunnen helpen.
      </p>
      <p className="mt-4 rounded-xl border border-border bg-card p-5">
        Wil je je kaarten laten verzenden? Daarvoor hoef je niet te mailen: je vraagt de verzending zelf aan en
        betaalt de verzendkosten op de pagina van je bestelling. Zo werkt het:{' '}
        <TextLink to="/verzending">Verzending aanvragen</TextLink>.
      </p>

      <StaticSection title="Mail ons">
        <div className="rounded-xl border border-border bg-card p-5">
          <p>
            <strong>E-mail:</strong> <MailLink />
          </p>
          <p>
            <strong>Reactietijd:</strong> je krijgt binnen 1-2 werkdagen antwoord.
          </p>
        </div>
        <p>
          Tijdens de live stream op TikTok ({tiktokHandle}) kijken we vooral naar de packs die opengaan. Vragen
          over je bestelling, je betaling of een verzending die je al hebt aangevraagd beantwoorden we daarom het
          liefst per e-mail. Zo raakt er niets zoek en hebben we alle gegevens bij de hand.
        </p>
      </StaticSection>

      <StaticSection title="Wat stuur je mee?">
        <p>Met de volgende gegevens kunnen we je vraag het snelst beantwoorden:</p>
        <ul>
          <li>je TikTok-gebruikersnaam, zoals die in de live wachtrij staat;</li>
          <li>je bestelnummer, als je vraag over een bestelling gaat;</li>
          <li>een korte omschrijving van je vraag, eventueel met foto’s.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Wanneer is mijn pack aan de beurt?">
        <p>
          Na je betaling staat je bestelling met je TikTok-gebruikersnaam in de openbare live wachtrij. Hoe snel je
          aan de beurt bent, hangt af van de drukte in de wachtrij. Je hoeft ons daarover dus niet te mailen: we
          openen de packs in volgorde en je ziet in de wachtrij precies waar je staat.
        </p>
      </StaticSection>

      <StaticSection title="Kaarten laten verzenden">
        <p>
          Je geopende kaarten bewaren we voor je totdat je verzending aanvraagt. Let op: dat moet binnen 45 dagen
          na je aankoop. Je vraagt verzending zelf aan op de pagina van je bestelling (de link staat in je
          bestelbevestiging) en betaalt daar de verzendkosten; daarna versturen we je kaarten met PostNL. Hoe dat gaat,
          lees je bij <TextLink to="/verzending">Verzending aanvragen</TextLink>; alles over termijnen en kosten in ons{' '}
          <TextLink to="/shipping-policy">verzendbeleid</TextLink>
          .
        </p>
      </StaticSection>

      <StaticSection title="Annuleren of terugbetaling">
        <p>
          Wil je een bestelling annuleren of heb je een probleem met een zending? Bekijk eerst ons{' '}
          <TextLink to="/refund">retourbeleid</TextLink>
          . Daarin staat wanneer je je geld terugkrijgt en hoe je een terugbetaling aanvraagt. Kom je er niet uit,
          mail ons dan gerust.
        </p>
      </StaticSection>

      <StaticSection title="Bedrijfsgegevens">
        <ul>
          <li>Bedrijfsnaam: {shopName}</li>
          <li>KvK-nummer: {companyRegNumber}</li>
          <li>E-mail: <MailLink /></li>
        </ul>
      </StaticSection>

      <StaticSection title="Handige informatie">
        <p>Misschien staat het antwoord op je vraag al op een van deze pagina’s:</p>
        <ul>
          <li>
            <TextLink to="/privacy">Privacybeleid</TextLink>{' '}
            – welke gegevens we van je gebruiken en waarom.
          </li>
          <li>
            <TextLink to="/refund">Retourbeleid</TextLink>{' '}
            – annuleren, terugbetalen en Pack Battle-plekken.
          </li>
          <li>
            <TextLink to="/shipping-policy">Verzendbeleid</TextLink>{' '}
            – het 45-dagenbeleid en de verzendkosten.
          </li>
          <li>
            <TextLink to="/terms">Algemene voorwaarden</TextLink>{' '}
            – de afspraken over onze live pack openings.
          </li>
          <li>
            <TextLink to="/additional-terms">Overige voorwaarden</TextLink>{' '}
            – intellectueel eigendom en gebruik van de website.
          </li>
        </ul>
      </StaticSection>
    </StaticPage>
  )
}
