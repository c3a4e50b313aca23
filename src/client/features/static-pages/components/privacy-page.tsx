import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Privacybeleid, route /privacy. */
export function PrivacyPage() {
  const { shopName, companyRegNumber } = useShopInfo()

  return (
    <StaticPage title="Privacybeleid">
      <p className="mt-6">
        {shopName} (KvK-nummer {companyRegNumber}) gaat zorgvuldig om met je persoonsgegevens. We verwerken
        alleen de gegevens die we echt nodig hebben en houden ons daarbij aan de Algemene Verordening
        Gegevensbescherming (AVG). Hieronder lees je welke gegevens we gebruiken, waarom en hoe lang.
      </p>

      <StaticSection title="Bestellingen">
        <p>Als je een bestelling plaatst, verwerken we de volgende gegevens:</p>
        <ul>
          <li>je TikTok-gebruikersnaam, zodat we je bestelling in de live wachtrij en op de stream kunnen tonen;</li>
          <li>je naam en e-mailadres, om je bestelling af te handelen en je op de hoogte te houden;</li>
          <li>je adres, om je kaarten te verzenden wanneer je daarom vraagt.</li>
        </ul>
        <p>
          In de openbare live wachtrij en op de stream tonen we alleen je TikTok-gebruikersnaam, nooit je naam of
          adres. We bewaren bestelgegevens zolang dat nodig is voor de afhandeling en daarna zeven jaar, omdat de
          wet ons verplicht onze administratie zo lang te bewaren.
        </p>
      </StaticSection>

      <StaticSection title="Derden">
        <p>
          Voor betalingen werken we met een betaalprovider, die je betaalgegevens veilig verwerkt. Voor het
          verzenden van je kaarten geven we je naam en adres door aan PostNL. Deze partijen gebruiken je gegevens
          alleen voor die taak. We verkopen je gegevens nooit aan anderen.
        </p>
      </StaticSection>

      <StaticSection title="Contactformulier en nieuwsbrief">
        <p>
          Neem je contact met ons op, dan gebruiken we je naam, e-mailadres en bericht alleen om je vraag te
          beantwoorden. We bewaren die gegevens zolang dat nodig is om je vraag af te handelen. Meld je je aan voor
          onze nieuwsbrief, dan bewaren we je e-mailadres totdat je je weer afmeldt.
        </p>
      </StaticSection>

      <StaticSection title="Reclame per e-mail">
        <p>
          We sturen je alleen aanbiedingen of nieuws per e-mail als je daar zelf toestemming voor hebt gegeven. In
          elke e-mail staat een afmeldlink, zodat je je op elk moment kunt afmelden. Afmelden kan ook door een e-mail te sturen naar{' '}
          <MailLink />.
        </p>
      </StaticSection>

      <StaticSection title="Statistieken en analytics">
        <p>
          We houden bij hoe onze website wordt gebruikt, zodat we de shop kunnen verbeteren. Daarbij worden
          IP-adressen geanonimiseerd, waardoor de statistieken niet naar jou te herleiden zijn. We delen deze
          gegevens niet met andere partijen en gebruiken ze niet voor advertenties.
        </p>
      </StaticSection>

      <StaticSection title="Cookies">
        <p>We houden het gebruik van cookies en vergelijkbare technieken zo beperkt mogelijk:</p>
        <ul>
          <li>een functionele sessiecookie, alleen voor de beheerder van de shop om in te loggen;</li>
          <li>local storage in je browser om de inhoud van je winkelwagen te onthouden.</li>
        </ul>
        <p>We gebruiken geen tracking- of advertentiecookies.</p>
      </StaticSection>

      <StaticSection title="Beveiliging">
        <p>
          We nemen passende maatregelen om je gegevens te beschermen tegen verlies en misbruik. Onze website
          gebruikt een beveiligde verbinding (https) en alleen de beheerder heeft toegang tot je bestelgegevens.
        </p>
      </StaticSection>

      <StaticSection title="Je rechten">
        <p>Je hebt altijd het recht om:</p>
        <ul>
          <li>je gegevens in te zien (inzage);</li>
          <li>onjuiste gegevens te laten aanpassen (correctie);</li>
          <li>je gegevens te laten verwijderen, voor zover we ze niet wettelijk moeten bewaren (verwijdering);</li>
          <li>bezwaar te maken tegen het gebruik van je gegevens (bezwaar);</li>
          <li>je gegevens in een gangbaar formaat te ontvangen (overdraagbaarheid).</li>
        </ul>
        <p>
          Stuur je verzoek naar <MailLink />. We reageren binnen een maand. Ben je niet tevreden over hoe we met je
          gegevens omgaan, dan kun je een klacht indienen bij de{' '}
          <TextLink href="https://autoriteitpersoonsgegevens.nl">Autoriteit Persoonsgegevens</TextLink>
          .
        </p>
      </StaticSection>

      <StaticSection title="Contact">
        <p>
          Vragen over dit privacybeleid? Mail naar <MailLink /> of bekijk onze{' '}
          <TextLink to="/contact">contactpagina</TextLink>
          .
        </p>
      </StaticSection>
    </StaticPage>
  )
}
