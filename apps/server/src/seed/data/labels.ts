// Tags (chips on cards) and ribbons (corner labels), spec 02 §3.
import { tr, type Texts } from "../text";

export const TAGS: { slug: string; bgColor: string; textColor: string; campaignSlug?: string; name: Texts }[] = [
  { slug: "talvikampanja", bgColor: "#1f3a5f", textColor: "#ffffff", campaignSlug: "talvikampanja", name: tr("Talvikampanja", "Vinterkampanj", "Winter campaign", "Winteraktion", "Promo hiver", "Зимняя акция") },
  { slug: "klubitarjous", bgColor: "#b8860b", textColor: "#ffffff", campaignSlug: "club-offers", name: tr("Klubitarjous", "Klubberbjudande", "Club offer", "Clubangebot", "Offre club", "Клубное предложение") },
  { slug: "suomalainen-design", bgColor: "#ffffff", textColor: "#1f3a5f", name: tr("Suomalainen design", "Finsk design", "Finnish design", "Finnisches Design", "Design finlandais", "Финский дизайн") },
  { slug: "testivoittaja", bgColor: "#2f6b3f", textColor: "#ffffff", name: tr("Testivoittaja", "Testvinnare", "Test winner", "Testsieger", "Vainqueur du test", "Победитель теста") },
  { slug: "vuokrattavissa", bgColor: "#e8e2d4", textColor: "#3d3a33", name: tr("Myös vuokralle", "Kan hyras", "Also for rent", "Auch zu mieten", "Aussi en location", "Можно арендовать") },
];

export const RIBBONS: { slug: string; bgColor: string; textColor: string; name: Texts }[] = [
  { slug: "uutuus", bgColor: "#1f6f43", textColor: "#ffffff", name: tr("Uutuus", "Nyhet", "New", "Neu", "Nouveau", "Новинка") },
  { slug: "suosikki", bgColor: "#c0392b", textColor: "#ffffff", name: tr("Suosikki", "Favorit", "Bestseller", "Bestseller", "Best-seller", "Хит продаж") },
  { slug: "vain-verkosta", bgColor: "#2f6db5", textColor: "#ffffff", name: tr("Vain verkosta", "Endast online", "Online only", "Nur online", "Uniquement en ligne", "Только онлайн") },
  { slug: "rajoitettu-era", bgColor: "#1e1f1d", textColor: "#f1c40f", name: tr("Rajoitettu erä", "Begränsat parti", "Limited edition", "Limitierte Auflage", "Édition limitée", "Ограниченная серия") },
];
