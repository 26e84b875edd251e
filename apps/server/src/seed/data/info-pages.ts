// The shop's information pages (issue 14; docs/content.md): the addresses the menu, the footer
// and the customer-service pages link to. Their paths are the same in every language (the
// links are), so each page has one slug for all six. Sections become <h2 id> headings, so an
// address with a hash scrolls to them.
import { tr, type Texts } from "../text";

export interface InfoSection {
  id: string;
  heading: Texts;
  body: Texts[];
}
export type InfoLink = ({ href: string } | { group: string }) & { label: Texts };

export interface InfoPageSeed {
  path: string;
  title: Texts;
  intro: Texts[];
  sections: InfoSection[];
  /** Raw HTML appended after the sections (same in every language); sanitised like the rest. */
  extraHtml?: string;
  /** Links listed after the sections, labelled in each language: a path, or a product group by key. */
  links?: InfoLink[];
}

export const INFO_PAGES: InfoPageSeed[] = [
  {
    path: "page/delivery",
    title: tr("Toimitustavat", "Leveranssätt", "Delivery", "Lieferung", "Livraison", "Доставка"),
    intro: [tr("Toimitamme tilaukset varastostamme Vantaalta. Klubin jäsenille toimitus on maksuton yli 50 euron tilauksiin.", "Vi skickar beställningar från vårt lager i Vanda. Klubbmedlemmar får fri frakt över 50 euro.", "We ship orders from our warehouse in Vantaa. Club members get free delivery on orders over 50 euros.", "Wir versenden aus unserem Lager in Vantaa. Clubmitglieder erhalten ab 50 Euro kostenlosen Versand.", "Nous expédions depuis notre entrepôt de Vantaa. Livraison offerte aux membres du club dès 50 euros.", "Мы отправляем заказы со склада в Вантаа. Участникам клуба доставка бесплатна от 50 евро.")],
    sections: [
      { id: "toimitustavat", heading: tr("Toimitustavat", "Leveranssätt", "Delivery methods", "Versandarten", "Modes de livraison", "Способы доставки"), body: [tr("Noutopisteeseen 1–3 arkipäivässä, kotiovelle 1–2 arkipäivässä pääkaupunkiseudulla tai maksutta noutona myymälästämme.", "Till utlämningsställe på 1–3 vardagar, hem på 1–2 vardagar i huvudstadsregionen eller gratis upphämtning i butik.", "To a pickup point in 1–3 working days, to your door in 1–2 working days in the capital region, or free collection from our stores.", "Zur Abholstation in 1–3 Werktagen, bis zur Haustür in 1–2 Werktagen im Großraum Helsinki oder kostenlos im Geschäft.", "En point relais en 1 à 3 jours ouvrés, à domicile en 1 à 2 jours dans la région d'Helsinki, ou retrait gratuit en magasin.", "В пункт выдачи за 1–3 рабочих дня, до двери за 1–2 дня в столичном регионе или бесплатно в магазине.")] },
      { id: "pikanouto", heading: tr("Pikanouto", "Expressupphämtning", "Express pickup", "Express-Abholung", "Retrait express", "Экспресс-самовывоз"), body: [tr("Arkisin ennen kello 12 tehty tilaus on noudettavissa pikanoutomyymälästä samana päivänä.", "En beställning före kl. 12 på vardagar kan hämtas i en expressbutik samma dag.", "An order placed before noon on a working day can be collected from an express pickup store the same day.", "Werktags vor 12 Uhr bestellt, am selben Tag in einer Express-Filiale abholbereit.", "Une commande passée avant midi un jour ouvré est retirable le jour même en magasin express.", "Заказ, оформленный в рабочий день до 12:00, можно забрать в тот же день.")] },
      { id: "ulkomaat", heading: tr("Toimitukset ulkomaille", "Leveranser utomlands", "Delivery abroad", "Lieferung ins Ausland", "Livraison à l'étranger", "Доставка за рубеж"), body: [tr("Toimitamme yli 50 maahan. Toimitusaika ja hinta näytetään kassalla maan mukaan.", "Vi levererar till över 50 länder. Leveranstid och pris visas i kassan.", "We deliver to more than 50 countries; the time and price for your country are shown at checkout.", "Wir liefern in über 50 Länder; Dauer und Preis siehst du an der Kasse.", "Nous livrons dans plus de 50 pays ; délai et prix s'affichent au paiement.", "Мы доставляем в более чем 50 стран; срок и цена видны при оформлении.")] },
    ],
  },
  {
    path: "page/payment-methods",
    title: tr("Maksutavat", "Betalningssätt", "Payment methods", "Zahlungsarten", "Moyens de paiement", "Способы оплаты"),
    intro: [tr("Maksat tilauksen vasta kassalla. Hinnat sisältävät arvonlisäveron.", "Du betalar i kassan. Priserna inkluderar moms.", "You pay at checkout. Prices include VAT.", "Du bezahlst an der Kasse. Die Preise enthalten die Mehrwertsteuer.", "Vous payez à la caisse. Les prix incluent la TVA.", "Оплата при оформлении заказа. Цены включают НДС.")],
    sections: [
      { id: "kortit", heading: tr("Kortit ja lompakot", "Kort och plånböcker", "Cards and wallets", "Karten und Wallets", "Cartes et portefeuilles", "Карты и кошельки"), body: [tr("Visa, Mastercard, Apple Pay, Google Pay ja MobilePay.", "Visa, Mastercard, Apple Pay, Google Pay och MobilePay.", "Visa, Mastercard, Apple Pay, Google Pay and MobilePay.", "Visa, Mastercard, Apple Pay, Google Pay und MobilePay.", "Visa, Mastercard, Apple Pay, Google Pay et MobilePay.", "Visa, Mastercard, Apple Pay, Google Pay и MobilePay.")] },
      { id: "lasku", heading: tr("Lasku ja osamaksu", "Faktura och delbetalning", "Invoice and instalments", "Rechnung und Ratenzahlung", "Facture et paiement échelonné", "Счёт и рассрочка"), body: [tr("Laskun maksuaika on 14 päivää. Osamaksun voit valita yli 100 euron tilauksiin.", "Fakturan har 14 dagars betaltid. Delbetalning för beställningar över 100 euro.", "An invoice has 14 days to pay; instalments are available on orders over 100 euros.", "Rechnungen sind in 14 Tagen fällig; Ratenzahlung ab 100 Euro.", "La facture est payable sous 14 jours ; paiement échelonné dès 100 euros.", "Счёт оплачивается в течение 14 дней; рассрочка — для заказов от 100 евро.")] },
      { id: "lahjakortit", heading: tr("Lahjakortit", "Presentkort", "Gift cards", "Geschenkkarten", "Cartes cadeaux", "Подарочные карты"), body: [tr("Lahjakortin koodin voi syöttää ostoskorissa. Lahjakortit ovat voimassa vuoden.", "Presentkortets kod anges i varukorgen. Presentkort gäller ett år.", "Enter a gift card's code in the cart. Gift cards are valid for a year.", "Den Code einer Geschenkkarte gibst du im Warenkorb ein; sie gilt ein Jahr.", "Saisissez le code de la carte cadeau dans le panier ; elle est valable un an.", "Код подарочной карты вводится в корзине; карта действует год.")] },
    ],
  },
  {
    path: "returns",
    title: tr("Palautukset", "Returer", "Returns", "Rücksendungen", "Retours", "Возврат"),
    intro: [tr("Käyttämättömällä tuotteella on 100 päivän palautusoikeus. Palautus on maksuton Suomessa.", "Oanvända produkter har 100 dagars returrätt. Returen är gratis i Finland.", "Unused products can be returned within 100 days. Returns within Finland are free.", "Unbenutzte Produkte kannst du 100 Tage lang zurückgeben, innerhalb Finnlands kostenlos.", "Les produits non utilisés peuvent être retournés sous 100 jours, gratuitement en Finlande.", "Неиспользованный товар можно вернуть в течение 100 дней; по Финляндии бесплатно.")],
    sections: [
      { id: "ohjeet", heading: tr("Näin palautat", "Så returnerar du", "How to return", "So gibst du zurück", "Comment retourner", "Как вернуть"), body: [tr("Pakkaa tuote alkuperäiseen pakkaukseen, liitä mukaan lähete ja vie paketti noutopisteeseen tai myymäläämme.", "Packa produkten i originalförpackningen med följesedeln och lämna den på ett utlämningsställe eller i butik.", "Pack the product in its original packaging with the delivery note and take it to a pickup point or one of our stores.", "Verpacke das Produkt originalverpackt mit Lieferschein und bringe es zur Abholstation oder in eine Filiale.", "Emballez le produit dans son emballage d'origine avec le bon de livraison et déposez-le en point relais ou en magasin.", "Упакуйте товар в оригинальную упаковку с накладной и сдайте в пункт выдачи или магазин.")] },
      { id: "hyvitys", heading: tr("Hyvitys", "Återbetalning", "Refund", "Erstattung", "Remboursement", "Возврат денег"), body: [tr("Hyvitämme maksun 1–5 pankkipäivän kuluessa siitä, kun palautus on saapunut.", "Vi återbetalar inom 1–5 bankdagar efter att returen kommit fram.", "We refund the payment within 1–5 banking days of receiving the return.", "Wir erstatten den Betrag innerhalb von 1–5 Bankarbeitstagen nach Eingang.", "Nous remboursons sous 1 à 5 jours ouvrés après réception du retour.", "Мы возвращаем деньги в течение 1–5 банковских дней после получения.")] },
      { id: "reklamaatio", heading: tr("Viallinen tuote", "Felaktig produkt", "A faulty product", "Ein fehlerhaftes Produkt", "Un produit défectueux", "Бракованный товар"), body: [tr("Jos tuotteessa on vika, tee reklamaatio – käsittelemme sen viikon kuluessa.", "Om produkten är felaktig, gör en reklamation – vi behandlar den inom en vecka.", "If a product is faulty, file a complaint – we handle it within a week.", "Ist ein Produkt fehlerhaft, reiche eine Reklamation ein – wir bearbeiten sie binnen einer Woche.", "Si un produit est défectueux, déposez une réclamation : nous la traitons sous une semaine.", "Если товар неисправен, оформите претензию — мы рассмотрим её в течение недели.")] },
    ],
    extraHtml: '<p><a href="/reclamation/">/reclamation/</a></p>',
  },
  {
    path: "responsibility",
    title: tr("Vastuullisuus", "Hållbarhet", "Responsibility", "Verantwortung", "Responsabilité", "Ответственность"),
    intro: [tr("Hyvä varuste kestää vuosia. Siksi korjaamme, vuokraamme ja myymme käytettyä.", "Bra utrustning håller i åratal. Därför reparerar, hyr ut och säljer vi begagnat.", "Good gear lasts for years. That is why we repair, rent out and sell second-hand.", "Gute Ausrüstung hält Jahre. Darum reparieren, vermieten und verkaufen wir gebraucht.", "Un bon équipement dure des années : nous réparons, louons et vendons d'occasion.", "Хорошее снаряжение служит годами, поэтому мы ремонтируем, сдаём в аренду и продаём б/у.")],
    sections: [
      { id: "korjaus", heading: tr("Korjauspalvelu", "Reparationer", "Repairs", "Reparaturen", "Réparations", "Ремонт"), body: [tr("Paikkaamme takit, vaihdamme vetoketjut ja huollamme sukset myymälöissämme.", "Vi lagar jackor, byter dragkedjor och servar skidor i våra butiker.", "We patch jackets, replace zips and service skis in our stores.", "Wir flicken Jacken, tauschen Reißverschlüsse und warten Ski in unseren Filialen.", "Nous réparons vestes et fermetures et entretenons les skis en magasin.", "Мы латаем куртки, меняем молнии и обслуживаем лыжи в магазинах.")] },
      { id: "materiaalit", heading: tr("Materiaalit", "Material", "Materials", "Materialien", "Matériaux", "Материалы"), body: [tr("Suosimme kierrätettyjä materiaaleja ja PFC-vapaita kyllästeitä.", "Vi föredrar återvunna material och PFC-fri impregnering.", "We favour recycled materials and PFC-free water repellents.", "Wir bevorzugen recycelte Materialien und PFC-freie Imprägnierungen.", "Nous privilégions les matières recyclées et les traitements sans PFC.", "Мы выбираем переработанные материалы и пропитки без PFC.")] },
    ],
  },
  {
    path: "enterprise",
    title: tr("Yritysasiakkaat", "Företagskunder", "Business customers", "Geschäftskunden", "Entreprises", "Корпоративным клиентам"),
    intro: [tr("Varustamme työntekijät, tiimit ja asiakaslahjat. Yritysmyyntimme tekee tarjouksen kahden arkipäivän kuluessa.", "Vi utrustar anställda, team och kundgåvor. Vår företagsförsäljning lämnar offert inom två vardagar.", "We equip staff and teams and supply customer gifts. Our business sales team makes an offer within two working days.", "Wir rüsten Mitarbeitende und Teams aus und liefern Kundengeschenke; ein Angebot erhältst du binnen zwei Werktagen.", "Nous équipons équipes et salariés et fournissons des cadeaux clients ; devis sous deux jours ouvrés.", "Мы экипируем сотрудников и команды и подбираем подарки; предложение — за два рабочих дня.")],
    sections: [
      { id: "tuotteet", heading: tr("Tuotteet ja painatus", "Produkter och tryck", "Products and printing", "Produkte und Druck", "Produits et marquage", "Товары и нанесение"), body: [tr("Logopainatus ja brodeeraus onnistuvat yli 20 kappaleen tilauksiin.", "Logotryck och brodyr för beställningar över 20 stycken.", "Logo printing and embroidery on orders of more than 20 items.", "Logodruck und Stickerei ab 20 Stück.", "Marquage et broderie du logo dès 20 pièces.", "Нанесение логотипа и вышивка — от 20 штук.")] },
    ],
    links: [
      { href: "/corporate-info-form/", label: tr("Pyydä tarjous yritysmyynnistä", "Begär offert av företagsförsäljningen", "Ask corporate sales for an offer", "Angebot beim Firmenkundenvertrieb anfragen", "Demander une offre aux ventes entreprises", "Запросить предложение у отдела корпоративных продаж") },
      { href: "/corporate-newsletter/", label: tr("Tilaa Yrityskirje", "Prenumerera på Företagsbrevet", "Subscribe to the Business letter", "Den Firmenbrief abonnieren", "S’abonner à la Lettre entreprises", "Подписаться на «Деловое письмо»") },
      { href: "/ask/", label: tr("Muut kysymykset asiakaspalveluun", "Andra frågor till kundservice", "Other questions to customer service", "Andere Fragen an den Kundenservice", "Autres questions au service client", "Другие вопросы в службу поддержки") },
    ],
  },
  {
    path: "womens-and-mens-shoes",
    title: tr("Naisten ja miesten kengät", "Dam- och herrskor", "Women's and men's shoes", "Damen- und Herrenschuhe", "Chaussures femme et homme", "Женская и мужская обувь"),
    intro: [tr(
      "Useimmista ulkoilukengistämme on naisten ja miesten malli. Ero ei ole vain värissä: lesti, kantapää ja koot on tehty eri jalalle. Näin valitset oikean.",
      "De flesta av våra friluftsskor finns i dam- och herrmodell. Skillnaden är inte bara färgen: läst, häl och storlekar är gjorda för olika fötter. Så väljer du rätt.",
      "Most of our outdoor shoes come in a women's and a men's model. The difference is not just the colour: the last, the heel and the sizes are made for different feet. Here is how to choose.",
      "Die meisten unserer Outdoorschuhe gibt es als Damen- und Herrenmodell. Der Unterschied ist nicht nur die Farbe: Leisten, Ferse und Größen sind für verschiedene Füße gemacht. So wählst du richtig.",
      "La plupart de nos chaussures outdoor existent en modèle femme et homme. La différence n'est pas que la couleur : la forme, le talon et les tailles sont pensés pour des pieds différents. Voici comment choisir.",
      "Большинство нашей обуви для активного отдыха есть в женской и мужской модели. Разница не только в цвете: колодка, пятка и размеры рассчитаны на разные стопы. Вот как выбрать.",
    )],
    sections: [
      { id: "lesti", heading: tr("Lesti ja kantapää", "Läst och häl", "Last and heel", "Leisten und Ferse", "Forme et talon", "Колодка и пятка"), body: [tr(
        "Naisten mallin lesti on yleensä kapeampi kantapäästä ja leveämpi päkiästä, ja varsi on matalampi. Jos kantapääsi nousee miesten mallissa, kokeile naisten mallia.",
        "Damläster är oftast smalare vid hälen och bredare vid trampdynan, och skaftet är lägre. Om hälen lyfter i en herrmodell, prova en dammodell.",
        "A women's last is usually narrower at the heel and wider at the ball of the foot, with a lower cuff. If your heel lifts in a men's model, try the women's.",
        "Damenleisten sind meist an der Ferse schmaler und am Ballen breiter, der Schaft ist niedriger. Hebt sich deine Ferse im Herrenmodell, probiere das Damenmodell.",
        "La forme femme est en général plus étroite au talon et plus large à l'avant-pied, avec une tige plus basse. Si votre talon se soulève dans un modèle homme, essayez le modèle femme.",
        "Женская колодка обычно уже в пятке и шире в подушечке стопы, а голенище ниже. Если пятка поднимается в мужской модели, примерьте женскую.",
      )] },
      { id: "koot", heading: tr("Koot", "Storlekar", "Sizes", "Größen", "Tailles", "Размеры"), body: [tr(
        "Naisten mallit ovat yleensä koissa 36–42 ja miesten 40–47. Koot ovat EU-kokoja; jokaisen tuotteen kokotaulukko kertoo sisäpohjan pituuden senttimetreinä. Jätä varpaille noin sentin väli.",
        "Dammodeller finns oftast i storlek 36–42 och herrmodeller i 40–47. Storlekarna är EU-storlekar; varje produkts storlekstabell anger innersulans längd i centimeter. Lämna ungefär en centimeter för tårna.",
        "Women's models usually come in sizes 36–42 and men's in 40–47. Sizes are EU sizes; each product's size table gives the insole length in centimetres. Leave about a centimetre for your toes.",
        "Damenmodelle gibt es meist in den Größen 36–42, Herrenmodelle in 40–47. Es sind EU-Größen; die Größentabelle jedes Produkts nennt die Innensohlenlänge in Zentimetern. Lass vorn etwa einen Zentimeter Platz.",
        "Les modèles femme vont en général du 36 au 42, les modèles homme du 40 au 47. Ce sont des pointures EU ; le guide des tailles de chaque produit indique la longueur de semelle en centimètres. Gardez environ un centimètre pour les orteils.",
        "Женские модели обычно выпускаются в размерах 36–42, мужские — 40–47. Размеры европейские; в таблице размеров каждого товара указана длина стельки в сантиметрах. Оставьте около сантиметра для пальцев.",
      )] },
      { id: "sovitus", heading: tr("Sovita myymälässä", "Prova i butiken", "Try them on in a store", "Im Geschäft anprobieren", "Essayez en magasin", "Примерьте в магазине"), body: [tr(
        "Sovita kengät iltapäivällä, kun jalka on turvonnut, ja niiden sukkien kanssa, joita käytät retkellä. Myymälöidemme kenkäasiantuntijat mittaavat jalkasi.",
        "Prova skorna på eftermiddagen när foten är svullen, och med de strumpor du använder på tur. Skoexperterna i våra butiker mäter dina fötter.",
        "Try shoes on in the afternoon, when your feet are swollen, with the socks you wear outdoors. The shoe experts in our stores measure your feet.",
        "Probiere Schuhe nachmittags an, wenn die Füße geschwollen sind, und mit den Socken, die du draußen trägst. Die Schuhexperten in unseren Geschäften vermessen deine Füße.",
        "Essayez vos chaussures l'après-midi, quand le pied a gonflé, avec les chaussettes que vous portez dehors. Nos spécialistes en magasin mesurent vos pieds.",
        "Примеряйте обувь после обеда, когда стопа отекает, и в тех носках, в которых ходите в поход. Специалисты наших магазинов измерят ваши стопы.",
      )] },
    ],
    links: [
      { group: "hiking-boot", label: tr("Vaelluskengät", "Vandringskängor", "Hiking boots", "Wanderschuhe", "Chaussures de randonnée", "Треккинговые ботинки") },
      { group: "trail-shoe", label: tr("Polkujuoksukengät", "Trailskor", "Trail running shoes", "Trailrunningschuhe", "Chaussures de trail", "Кроссовки для трейла") },
      { group: "winter-boot", label: tr("Talvikengät", "Vinterkängor", "Winter boots", "Winterstiefel", "Bottes d'hiver", "Зимняя обувь") },
      { href: "/stores/", label: tr("Myymälät", "Butiker", "Stores", "Geschäfte", "Magasins", "Магазины") },
    ],
  },
  ...corporatePages(),
];

/** Pages of the Finnish-only menu entries (spec 01 §2 menu: circular economy, customer service, corporate deals). */
function corporatePages(): InfoPageSeed[] {
  const page = (path: string, title: Texts, text: Texts): InfoPageSeed => ({ path, title, intro: [text], sections: [] });
  return [
    page("page/korjauspalvelu", tr("Korjauspalvelu", "Reparationstjänst", "Repair service", "Reparaturservice", "Service de réparation", "Ремонтная служба"), tr("Tuo varuste myymälään: arvioimme korjauksen hinnan ja keston paikan päällä. Tavallinen korjaus valmistuu kahdessa viikossa.", "Ta med utrustningen till butiken: vi bedömer pris och tid på plats. En vanlig reparation tar två veckor.", "Bring your gear to a store: we quote the price and time on the spot. A usual repair takes two weeks.", "Bring deine Ausrüstung ins Geschäft: Preis und Dauer nennen wir sofort; meist dauert es zwei Wochen.", "Apportez votre équipement en magasin : devis et délai sur place, deux semaines en général.", "Принесите снаряжение в магазин: цену и срок назовём на месте; обычно две недели.")),
    page("page/jasenedut", tr("Jäsenedut", "Medlemsförmåner", "Member benefits", "Mitgliedervorteile", "Avantages membres", "Привилегии участников"), tr("Klubihinnat, maksuton toimitus yli 50 euron tilauksiin ja kutsut jäsenten tapahtumiin.", "Klubbpriser, fri frakt över 50 euro och inbjudningar till medlemsevenemang.", "Club prices, free delivery on orders over 50 euros and invitations to members' events.", "Clubpreise, kostenloser Versand ab 50 Euro und Einladungen zu Mitgliederevents.", "Prix club, livraison offerte dès 50 euros et invitations aux événements membres.", "Клубные цены, бесплатная доставка от 50 евро и приглашения на события.")),
    page("page/henkilostolahjat", tr("Henkilöstölahjat", "Personalgåvor", "Staff gifts", "Mitarbeitergeschenke", "Cadeaux au personnel", "Подарки сотрудникам"), tr("Lahjakortit ja varustepaketit henkilöstölle, toimitettuna suoraan työpaikalle tai kotiin.", "Presentkort och utrustningspaket för personalen, levererade till arbetsplatsen eller hem.", "Gift cards and gear packages for your staff, delivered to the workplace or their homes.", "Geschenkkarten und Ausrüstungspakete für Mitarbeitende, an den Arbeitsplatz oder nach Hause.", "Cartes cadeaux et colis d'équipement pour vos salariés, livrés au bureau ou à domicile.", "Подарочные карты и наборы снаряжения с доставкой на работу или домой.")),
    page("page/asiakaslahjat", tr("Asiakaslahjat", "Kundgåvor", "Customer gifts", "Kundengeschenke", "Cadeaux clients", "Подарки клиентам"), tr("Laadukkaat retkeilytuotteet logollanne asiakkaille ja kumppaneille.", "Kvalitetsprodukter för friluftsliv med er logga till kunder och partner.", "Quality outdoor products with your logo for customers and partners.", "Hochwertige Outdoor-Produkte mit eurem Logo für Kunden und Partner.", "Des produits outdoor de qualité à votre logo pour clients et partenaires.", "Качественное снаряжение с вашим логотипом для клиентов и партнёров.")),
    page("page/kesakauppa", tr("Kesäkauppa", "Sommarbutik", "Summer shop", "Sommershop", "Boutique d'été", "Летний магазин"), tr("Yrityksen kesälahjat valmiiksi valituista paketeista toukokuusta elokuuhun.", "Sommargåvor för företag ur färdiga paket från maj till augusti.", "Summer gifts for companies from ready-made packages, May to August.", "Sommergeschenke für Firmen aus fertigen Paketen, Mai bis August.", "Cadeaux d'été d'entreprise en colis prêts, de mai à août.", "Летние корпоративные подарки из готовых наборов с мая по август.")),
    page("page/joulukauppa", tr("Joulukauppa", "Julbutik", "Christmas shop", "Weihnachtsshop", "Boutique de Noël", "Рождественский магазин"), tr("Joululahjatilaukset 1.12. mennessä toimitetaan ennen joulua.", "Julklappsbeställningar senast 1.12 levereras före jul.", "Christmas gift orders placed by 1 December are delivered before Christmas.", "Bis 1. Dezember bestellte Weihnachtsgeschenke kommen vor Weihnachten an.", "Les cadeaux commandés avant le 1er décembre sont livrés avant Noël.", "Заказы подарков до 1 декабря доставим до Рождества.")),
    page("page/asiakastarinat", tr("Asiakastarinat", "Kundberättelser", "Customer stories", "Kundengeschichten", "Témoignages clients", "Истории клиентов"), tr("Rovaniemen opaspalvelu varusti 40 opasta kanssamme kolmessa viikossa.", "En guidefirma i Rovaniemi utrustade 40 guider med oss på tre veckor.", "A guiding company in Rovaniemi equipped 40 guides with us in three weeks.", "Ein Guide-Unternehmen in Rovaniemi rüstete mit uns 40 Guides in drei Wochen aus.", "Une agence de guides de Rovaniemi a équipé 40 guides avec nous en trois semaines.", "Гид-компания из Рованиеми экипировала с нами 40 гидов за три недели.")),
    page("page/yritysmyynti", tr("Yritysmyynnin yhteystiedot", "Företagsförsäljning", "Business sales contacts", "Kontakt Firmenverkauf", "Contacts ventes entreprises", "Контакты корпоративных продаж"), tr("Yritysmyynti palvelee arkisin klo 8–16 osoitteessa yritysmyynti@polku.example.", "Företagsförsäljningen hjälper vardagar kl. 8–16 på yritysmyynti@polku.example.", "Business sales are open on working days 8–16 at yritysmyynti@polku.example.", "Der Firmenverkauf ist werktags 8–16 Uhr unter yritysmyynti@polku.example erreichbar.", "Les ventes entreprises répondent en semaine de 8 h à 16 h à yritysmyynti@polku.example.", "Корпоративный отдел работает по будням 8–16: yritysmyynti@polku.example.")),
  ];
}
