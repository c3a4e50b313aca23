import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/**
 * Privacybeleid, route /privacy: product.md 2.7's sections, each saying what this shop does, with the
 * companies and the retention period it is configured with (decision 037). The wiping is that of
 * decision 011 and 022; what stays is what the books need.
 */
export function PrivacyPage() {
  const { shopName, companyRegNumber, privacy } = useShopInfo()
  const { paymentProcessor, mailProcessor, retentionDays } = privacy
  // Said only where it is so: a shop tried on this computer runs without https.
  const https = typeof window !== 'undefined' && window.location.protocol === 'https:'

  return (
    <StaticPage title="Privacybeleid">
      <p className="mt-6">
        {shopName} (KvK-nummer {companyRegNumber}) is verantwoordelijk voor de persoonsgegevens die je in deze winkel
        achterlaat. We gebruiken alleen wat we nodig hebben om je bestelling af te handelen en houden ons daarbij aan de
        Algemene Verordening Gegevensbescherming (AVG). Hieronder lees je welke gegevens dat zijn, waarom, met wie we ze
        delen en hoe lang we ze bewaren.
      </p>

      <StaticSection title="Bestellingen">
        <p>Als je bestelt, vragen we:</p>
        <ul>
          <li>je TikTok-gebruikersnaam, zodat we je bestelling in de live wachtrij en op de stream kunnen tonen;</li>
          <li>je naam en adres, om je kaarten te verzenden;</li>
          <li>je e-mailadres, voor je bestelbevestiging, de link naar de pagina van je bestelling en berichten over je bestelling.</li>
        </ul>
        <p>
          Voor een plek in een Pack Battle vragen we alleen je TikTok-gebruikersnaam en je e-mailadres. Vraag je verzending
          van je kaarten aan, dan vragen we opnieuw je naam en het adres waar het pakket heen moet.
        </p>
        <p>
          In de openbare live wachtrij, op de stream, in het weekklassement en bij de Pack Battles tonen we alleen je
          TikTok-gebruikersnaam, nooit je naam, e-mailadres of adres.
        </p>
      </StaticSection>

      <StaticSection title="Bewaartermijnen">
        <p>
          Je naam, e-mailadres en adres wissen we {retentionDays} dagen nadat al je bestellingen van een betaling zijn
          afgerond. Bewaren we je geopende kaarten nog voor je, of is je pakket nog niet verzonden, dan wachten we tot dat
          voorbij is. Je naam, e-mailadres en adres bij een verzending wissen we {retentionDays} dagen nadat het pakket is verzonden of
          de aanvraag is geannuleerd. De e-mails die we je stuurden, wissen we samen met de bestelling waar ze over gaan,
          en anders {retentionDays} dagen nadat we ze verstuurden. Herroep je een overeenkomst, dan wissen we je naam en
          e-mailadres daarbij {retentionDays} dagen na je herroeping, zodra we over al je bestellingen daarin hebben
          beslist.
        </p>
        <p>
          Wat overblijft, bewaren we zeven jaar, omdat de belastingregels ons verplichten onze administratie zo lang te
          bewaren: wat je kocht, de bedragen en de data, het land en de verzendwijze, de track &amp; trace-code van een
          pakket en je TikTok-gebruikersnaam. Daaruit zijn je naam, e-mailadres en adres niet meer te halen. Je
          TikTok-gebruikersnaam blijft ook in het archief van het weekklassement staan.
        </p>
      </StaticSection>

      <StaticSection title="Derden">
        <ul>
          {paymentProcessor ? (
            <li>
              Je betaalt via {paymentProcessor}: je rekening- of kaartgegevens vul je in op de betaalpagina van{' '}
              {paymentProcessor}, en die zien wij niet. Wij geven {paymentProcessor} alleen het bedrag en een omschrijving
              met het nummer van je bestelling of verzending, niet je naam, e-mailadres of adres.
            </li>
          ) : (
            <li>
              Deze winkel is een testwinkel: er wordt niet echt betaald, dus er gaan geen gegevens naar een
              betaalprovider.
            </li>
          )}
          {mailProcessor ? (
            <li>
              Onze e-mails gaan via de mailserver van {mailProcessor}, die daarvoor je e-mailadres en de inhoud van het
              bericht krijgt.
            </li>
          ) : (
            <li>Deze winkel verstuurt nu geen e-mails, dus er gaan geen gegevens naar een maildienst.</li>
          )}
          <li>Vraag je verzending aan, dan staan je naam en adres op het pakket dat we met PostNL versturen.</li>
          <li>Je TikTok-gebruikersnaam is te zien op onze stream op TikTok.</li>
          <li>
            Staat een productfoto op een andere website, dan haalt je browser die foto daar op; die website ziet dan je
            IP-adres.
          </li>
        </ul>
        <p>We verkopen je gegevens nooit en geven ze aan niemand anders, tenzij de wet ons daartoe verplicht.</p>
      </StaticSection>

      <StaticSection title="Contactformulier en nieuwsbrief">
        <p>
          Deze winkel heeft geen contactformulier en geen nieuwsbrief. Mail je ons, dan gebruiken we je e-mailadres en je
          bericht alleen om je vraag te beantwoorden. Naast de formulieren om te bestellen, een Pack Battle-plek te kopen
          en verzending aan te vragen, is er alleen het formulier waarmee je de links naar je bestellingen opnieuw
          aanvraagt; die links sturen we alleen naar het e-mailadres van de bestelling zelf.
        </p>
      </StaticSection>

      <StaticSection title="Reclame per e-mail">
        <p>
          We sturen geen reclame en geen nieuwsbrief. Je krijgt van ons alleen e-mails over je eigen bestellingen,
          verzendingen, Pack Battle-plekken en terugbetalingen, en de links naar je bestellingen als je die opvraagt.
        </p>
      </StaticSection>

      <StaticSection title="Statistieken en analytics">
        <p>
          We houden geen bezoekersstatistieken bij en gebruiken geen analytics-diensten, zoals Google Analytics. Je
          IP-adres wordt dus ook niet voor statistieken bewaard, geanonimiseerd of niet.
        </p>
      </StaticSection>

      <StaticSection title="Cookies">
        <p>Als koper krijg je van ons geen cookies. Je browser onthoudt wel zelf een paar dingen:</p>
        <ul>
          <li>de inhoud van je winkelwagen (local storage), tot je afrekent of hem leegmaakt;</li>
          <li>de gegevens die je bij het afrekenen invult, alleen in dit tabblad (session storage), tot je betaling gelukt is;</li>
          <li>
            je naam, e-mailadres, adres en TikTok-naam, alleen als je &lsquo;Onthoud mijn gegevens&rsquo; aanzet (local
            storage, op dit apparaat), tot je &lsquo;Vergeet mijn gegevens&rsquo; kiest of het vinkje weghaalt;
          </li>
          <li>de sleutel tot de pagina van je bestelling, alleen in het tabblad waarin je bestelde (session storage).</li>
        </ul>
        <p>
          Alleen de beheerder van de winkel krijgt bij het inloggen een sessiecookie en een cookie waarmee de winkel die
          browser herkent. We gebruiken geen tracking- of advertentiecookies.
        </p>
      </StaticSection>

      <StaticSection title="Beveiliging">
        <p>
          {https ? 'Je gegevens gaan via een beveiligde verbinding (https) naar de winkel. ' : ''}Alleen de beheerder kan
          met de toegangscode bij de bestelgegevens; de winkel bewaart die code alleen onleesbaar gemaakt (als hash) en
          beperkt het aantal inlogpogingen.
        </p>
        <p>
          Om misbruik te beperken, bewaren we het IP-adres van je verbinding kort: zolang een betaling openstaat, en
          ongeveer een uur als je je bestellinks opnieuw aanvraagt (dan samen met een onleesbaar gemaakte vorm van het
          e-mailadres). Gaat een verzoek aan de winkel mis, dan schrijft de server een regel met je IP-adres in zijn
          logboek, om storingen en misbruik op te sporen.
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
