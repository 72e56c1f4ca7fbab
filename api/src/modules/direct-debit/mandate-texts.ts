import type { Language } from '@app/shared/contract';
import { SEPA_REFUND_WEEKS } from '@app/shared/contract/direct-debit-constants';

/**
 * The SEPA CORE mandate text the member signs, in the eleven languages: the authorisation (A) of the
 * creditor and (B) of the member's bank, and the refund right of SEPA_REFUND_WEEKS weeks. It follows
 * the wording that each banking community approved (the EPC's mandate translations; in German the
 * Deutsche Kreditwirtschaft's first-person text, "Ich ermächtige …", which every German mandate
 * carries), with each community's own terms: the bank is "pengeinstitut" in Danish, the mandate
 * "fullmakt" in Norwegian and "medgivande" in Swedish, the creditor "maksunsaaja" in Finnish and
 * "wierzyciel" in Polish, the refund "palautus" in Finnish, "tilbakebetaling" in Norwegian and
 * "återbetalning" in Swedish. Where that wording speaks to the
 * debtor formally (nl "u", pl "Pan/Pani"), the site's own address form (docs/i18n) takes its place,
 * nothing else changed; the Italian and Spanish texts speak of "il debitore" / "el deudor", as
 * approved. `{{creditor}}` is the company's name; a language that cannot decline a name puts it after
 * a noun ("maksunsaajan {{creditor}}", "wierzyciela {{creditor}}"). `{{weeks}}` is SEPA_REFUND_WEEKS,
 * written as a number, so the text and the rule cannot drift apart.
 */
export const MANDATE_TEXTS: Record<Language, string> = {
  da: 'Ved at underskrive denne mandatformular bemyndiger du (A) {{creditor}} til at sende instrukser til dit pengeinstitut om at debitere din konto og (B) dit pengeinstitut til at debitere din konto i overensstemmelse med instrukserne fra {{creditor}}. Som en del af dine rettigheder har du ret til tilbagebetaling fra dit pengeinstitut i henhold til vilkår og betingelser i din aftale med dit pengeinstitut. Krav om tilbagebetaling skal fremsættes inden for {{weeks}} uger fra den dato, hvor din konto blev debiteret.',
  de: 'Ich ermächtige {{creditor}}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von {{creditor}} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von {{weeks}} Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
  en: 'By signing this mandate form, you authorise (A) {{creditor}} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from {{creditor}}. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within {{weeks}} weeks starting from the date on which your account was debited.',
  es: 'Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) a {{creditor}} a enviar instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su cuenta siguiendo las instrucciones de {{creditor}}. Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de las {{weeks}} semanas que siguen a la fecha de adeudo en cuenta. Puede obtener información adicional sobre sus derechos en su entidad financiera.',
  fi: 'Allekirjoittamalla tämän valtuutuslomakkeen valtuutat (A) maksunsaajan {{creditor}} lähettämään pankillesi ohjeita tilisi veloittamiseksi ja (B) pankkisi veloittamaan tiliäsi maksunsaajan {{creditor}} ohjeiden mukaisesti. Osana oikeuksiasi sinulla on oikeus saada pankiltasi palautus pankkisi kanssa tekemäsi sopimuksen ehtojen mukaisesti. Palautusta on vaadittava {{weeks}} viikon kuluessa siitä päivästä, jona tiliäsi veloitettiin.',
  fr: 'En signant ce formulaire de mandat, vous autorisez (A) {{creditor}} à envoyer des instructions à votre banque pour débiter votre compte, et (B) votre banque à débiter votre compte conformément aux instructions de {{creditor}}. Vous bénéficiez du droit d’être remboursé(e) par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les {{weeks}} semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
  it: 'La sottoscrizione del presente mandato comporta (A) l’autorizzazione a {{creditor}} a richiedere alla banca del debitore l’addebito del suo conto e (B) l’autorizzazione alla banca del debitore di procedere a tale addebito conformemente alle disposizioni impartite da {{creditor}}. Il debitore ha diritto di ottenere il rimborso dalla propria banca secondo gli accordi e alle condizioni che regolano il rapporto con quest’ultima. Se del caso, il rimborso deve essere richiesto nel termine di {{weeks}} settimane a decorrere dalla data di addebito in conto.',
  nb: 'Ved å signere dette fullmaktsskjemaet gir du (A) {{creditor}} fullmakt til å sende instrukser til banken din om å belaste kontoen din og (B) banken din fullmakt til å belaste kontoen din i samsvar med instruksene fra {{creditor}}. Som en del av rettighetene dine har du krav på tilbakebetaling fra banken din i henhold til vilkårene i avtalen med banken din. Krav om tilbakebetaling må settes fram innen {{weeks}} uker fra datoen da kontoen din ble belastet.',
  nl: 'Door ondertekening van dit formulier geef je toestemming aan (A) {{creditor}} om doorlopende incasso-opdrachten te sturen naar je bank om een bedrag van je rekening af te schrijven en (B) aan je bank om doorlopend een bedrag van je rekening af te schrijven overeenkomstig de opdracht van {{creditor}}. Als je het niet eens bent met deze afschrijving, kun je deze laten terugboeken. Neem hiervoor binnen {{weeks}} weken na afschrijving contact op met je bank. Vraag je bank naar de voorwaarden.',
  pl: 'Podpisując niniejsze upoważnienie, upoważniasz (A) wierzyciela {{creditor}} do wysyłania do Twojego banku instrukcji obciążenia Twojego rachunku oraz (B) Twój bank do obciążania Twojego rachunku zgodnie z instrukcjami wierzyciela {{creditor}}. W ramach przysługujących Ci praw masz prawo do zwrotu środków od Twojego banku na warunkach określonych w umowie zawartej z bankiem. Żądanie zwrotu należy złożyć w ciągu {{weeks}} tygodni od dnia obciążenia Twojego rachunku.',
  sv: 'Genom att underteckna detta medgivande ger du (A) {{creditor}} tillstånd att skicka instruktioner till din bank om att debitera ditt konto och (B) din bank tillstånd att debitera ditt konto i enlighet med instruktionerna från {{creditor}}. Som en del av dina rättigheter har du rätt till återbetalning från din bank enligt villkoren i ditt avtal med banken. Återbetalning måste begäras inom {{weeks}} veckor från den dag då ditt konto debiterades.',
};

/**
 * The line under the signed text: the mandate's reference and the creditor identifier, as a mandate
 * form labels them in each language (French with a no-break space before the colon).
 */
export const MANDATE_REFERENCE_LINES: Record<Language, string> = {
  da: 'Mandatreference: {{reference}}. Kreditor-id: {{creditor_id}}.',
  de: 'Mandatsreferenz: {{reference}}. Gläubiger-Identifikationsnummer: {{creditor_id}}.',
  en: 'Mandate reference: {{reference}}. Creditor identifier: {{creditor_id}}.',
  es: 'Referencia de la orden de domiciliación: {{reference}}. Identificador del acreedor: {{creditor_id}}.',
  fi: 'Valtuutuksen viite: {{reference}}. Maksunsaajan tunnus: {{creditor_id}}.',
  fr: 'Référence unique du mandat\u00a0: {{reference}}. Identifiant créancier SEPA\u00a0: {{creditor_id}}.',
  it: 'Riferimento del mandato: {{reference}}. Codice identificativo del creditore: {{creditor_id}}.',
  nb: 'Mandatreferanse: {{reference}}. Kreditor-ID: {{creditor_id}}.',
  nl: 'Machtigingskenmerk: {{reference}}. Incassant-ID: {{creditor_id}}.',
  pl: 'Numer referencyjny upoważnienia: {{reference}}. Identyfikator wierzyciela: {{creditor_id}}.',
  sv: 'Medgivandereferens: {{reference}}. Borgenärs-id: {{creditor_id}}.',
};

/**
 * The mandate text in a language with the creditor's name filled in, whatever characters it has; a name
 * that ends with its own full stop ("B.V.") also ends the sentence it closes.
 */
export function renderMandateText(language: Language, creditor: string): string {
  return MANDATE_TEXTS[language]
    .replaceAll(/\{\{creditor\}\}(\.?)/g, (_match, stop: string) =>
      creditor.endsWith('.') ? creditor : creditor + stop,
    )
    .replace('{{weeks}}', () => String(SEPA_REFUND_WEEKS));
}

/** What the member signed, word for word: the text, then a line with the reference and creditor id. */
export function renderSignedMandate(
  language: Language,
  mandate: { creditorName: string; reference: string; creditorId: string },
): string {
  const line = MANDATE_REFERENCE_LINES[language]
    .replace('{{reference}}', () => mandate.reference)
    .replace('{{creditor_id}}', () => mandate.creditorId);
  return `${renderMandateText(language, mandate.creditorName)}\n${line}`;
}
