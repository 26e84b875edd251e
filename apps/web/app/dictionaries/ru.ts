import type { Messages } from "../lib/i18n";
import { filters } from "./areas/filters";
import { catalogueUx } from "./areas/catalogue-ux";
import { grid } from "./areas/grid";
import { accounts } from "./areas/accounts";
import { accountFlows } from "./areas/account-flows";
import { product } from "./areas/product";
import { productExtras } from "./areas/product-extras";
import { search } from "./areas/search";
import { social } from "./areas/social";
import { reviewAnswers } from "./areas/review-answers";
import { reviewWriting } from "./areas/review-writing";
import { viewedProducts } from "./areas/viewed-products";
import { compare } from "./areas/compare";
import { orderTimeline } from "./areas/order-timeline";
import { cart } from "./areas/cart";
import { staffDelivery } from "./areas/staff-delivery";
import { orders } from "./areas/orders";
import { giftCards } from "./areas/gift-cards";
import { content } from "./areas/content";
import { editorial } from "./areas/editorial";
import { experiences } from "./areas/experiences";
import { complaints } from "./areas/complaints";
import { returns } from "./areas/returns";
import { shopper } from "./areas/shopper";
import { skiWizard } from "./areas/ski-wizard";
import { shoeWizard } from "./areas/shoe-wizard";
import { shopBy } from "./areas/shop-by";
import { circular } from "./areas/circular";
import { rental } from "./areas/rental";
import { businessForms } from "./areas/business-forms";
import { infoPages } from "./areas/info-pages";

// Russian (plural categories one, few, many, other).
const ru: Messages = {
  ...grid.ru,
  ...filters.ru,
  ...catalogueUx.ru,
  ...search.ru,
  ...product.ru,
  ...productExtras.ru,
  ...accounts.ru,
  ...accountFlows.ru,
  ...social.ru,
  ...reviewAnswers.ru,
  ...reviewWriting.ru,
  ...viewedProducts.ru,
  ...compare.ru,
  ...orderTimeline.ru,
  ...cart.ru,
  ...staffDelivery.ru,
  ...orders.ru,
  ...giftCards.ru,
  ...content.ru,
  ...editorial.ru,
  ...experiences.ru,
  ...complaints.ru,
  ...returns.ru,
  ...shopper.ru,
  ...skiWizard.ru,
  ...shoeWizard.ru,
  ...shopBy.ru,
  ...circular.ru,
  ...rental.ru,
  ...businessForms.ru,
  ...infoPages.ru,
  "shell.skipToContent": "Перейти к содержимому",
  "shell.homeLink": "{shop} – на главную",
  "shell.mainNav": "Группы товаров",
  "shell.openMenu": "Меню",
  "shell.search.label": "Поиск по магазину",
  "shell.search.placeholder": "Искать товары и бренды",
  "shell.search.submit": "Найти",
  "shell.account": "Личный кабинет",
  "shell.accountShort": "Кабинет",
  "shell.cart": "Корзина",
  "shell.cartShort": "Корзина",

  "menu.title": "Меню",
  "menu.back": "Назад",
  "menu.showAll": "Показать все: {name}",
  "menu.products": "Товары",
  "menu.brands": "Бренды",
  "menu.circular": "Экономика замкнутого цикла",
  "menu.secondHand": "Б/у товары",
  "menu.rental": "Прокат",
  "menu.repair": "Ремонт",
  "menu.sustainability": "Ответственность",
  "menu.storesSection": "Магазины",
  "menu.stores": "Все магазины",
  "menu.customerService": "Обслуживание клиентов",
  "menu.paymentMethods": "Способы оплаты",
  "menu.delivery": "Доставка",
  "menu.returns": "Возвраты",
  "menu.complaints": "Рекламации",
  "menu.memberDiscounts": "Скидки для участников",
  "menu.contractTerms": "Условия договора",
  "menu.corporate": "Для компаний",
  "menu.staffGifts": "Подарки сотрудникам",
  "menu.customerGifts": "Подарки клиентам",
  "menu.summerShop": "Летний магазин",
  "menu.christmasShop": "Рождественский магазин",
  "menu.corporateProducts": "Товары для компаний",
  "menu.customerStories": "Истории клиентов",
  "menu.contacts": "Контакты",
  "menu.lifeOutdoors": "Жизнь на природе",
  "menu.guides": "Руководства",
  "menu.productTests": "Тесты товаров",
  "menu.events": "Мероприятия",
  "menu.blogs": "Блоги",
  "menu.clubOffers": "Предложения клуба",
  "menu.account": "Личный кабинет",
  "menu.joinClub": "Вступить в клуб",
  "menu.localeTitle": "Страна доставки и валюта",
  "menu.localeChange": "Изменить",

  "locale.button": "Страна доставки {country}, валюта {currency}. Изменить страну, валюту или язык",
  "locale.title": "Страна, валюта и язык",
  "locale.country": "Страна доставки",
  "locale.currency": "Валюта",
  "locale.language": "Язык",
  "locale.save": "Сохранить",
  "locale.cancel": "Отмена",
  "locale.loading": "Загрузка вариантов…",
  "locale.loadFailed": "Не удалось загрузить страны и валюты.",
  "locale.retry": "Повторить",
  "locale.saved": "Настройки сохранены",
  "locale.filter": "Найти страну",
  "locale.noMatches": "Страны не найдены.",

  "modal.close": "Закрыть",
  "toast.region": "Уведомления",
  "toast.close": "Закрыть уведомление",

  "home.title": "Снаряжение для отдыха на природе и спорта",
  "home.description": "{shop} – снаряжение для походов, кемпинга, лыж и активного отдыха. Магазины по всей Финляндии и быстрая доставка.",
  "home.heading": "{shop} – магазин снаряжения для природы и спорта",
  "home.campaigns": "Акции",
  "home.groups": "Группы товаров",
  "home.newest": "Новинки",
  "home.allNewest": "Все новинки",
  "home.noNewest": "Сейчас новинок нет.",
  "home.newestFailed": "Не удалось загрузить новинки. Попробуйте ещё раз чуть позже.",
  "home.brands": "Бренды",
  "home.allBrands": "Все бренды",

  "product.count": "{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}",
  "product.discountRibbon": "-{percent} %",
  "product.fromPrice": "от {price}",
  "product.salePrice": "Цена со скидкой",
  "product.referencePrice": "Обычная цена",
  "product.imageMissing": "Изображение не найдено",

  "breadcrumbs.label": "Навигационная цепочка",
  "breadcrumbs.home": "Главная",
  "group.subgroups": "Группы товаров",
  "group.seeAlso": "См. также",
  "group.newest": "Новинки: {name}",
  "group.noProducts": "В этой группе товаров сейчас нет новинок.",
  "brand.brands": "Бренды",
  "brand.newest": "Новинки: {name}",
  "brand.noProducts": "У этого бренда сейчас нет новинок.",
  "brands.title": "Бренды",
  "brands.intro": "{count, plural, one {# бренд} few {# бренда} many {# брендов} other {# бренда}} в алфавитном порядке. Выберите бренд, чтобы увидеть его товары.",
  "brands.letters": "Бренды по первой букве",
  "brands.empty": "Сейчас не удалось показать бренды.",

  "rental.eyebrow": "Прокат",
  "rental.title": "Возьмите снаряжение напрокат",
  "rental.intro": "Лыжи, снегоступы, палатки и SUP-доски напрокат в ближайшем магазине. Бронируйте онлайн и забирайте готовыми к использованию.",
  "rental.unavailable": "Онлайн-бронирование сейчас недоступно. Узнайте о прокате в магазине.",
  "rental.howTitle": "Как взять напрокат",
  "rental.step1": "Выберите снаряжение и срок проката.",
  "rental.step2": "Заберите снаряжение в магазине – мы поможем с подгонкой и настройкой.",
  "rental.step3": "Верните снаряжение в тот же магазин после окончания проката.",
  "rental.findStore": "Найти магазин",
  "rental.backToShop": "Вернуться в магазин",

  "footer.customerService": "Обслуживание клиентов",
  "footer.contact": "Связаться с нами",
  "footer.faq": "Частые вопросы",
  "footer.viewOrder": "Отследить заказ",
  "footer.stores": "Магазины",
  "footer.allStores": "Все магазины",
  "footer.expressPickup": "Экспресс-самовывоз",
  "footer.about": "О нас",
  "footer.aboutUs": "{shop} вкратце",
  "footer.enterprise": "Корпоративным клиентам",
  "footer.payment": "Способы оплаты",
  "footer.copyright": "© {year} {shop}",
  "footer.tagline": "Снаряжение для природы с 1970 года",
  "payment.bnpl": "Счёт и рассрочка",
  "payment.wallet": "Онлайн-кошелёк",

  "error.heading": "Ошибка {status}",
  "error.statusLabel": "Код ошибки",
  "error.notFound": "Страница не найдена: {path}",
  "error.groupNotFound": "Группа товаров не найдена.",
  "error.manufacturerNotFound": "Производитель не найден.",
  "error.resources": "Не удалось загрузить ресурсы, попробуйте позже.",
  "error.unexpected": "На странице произошла непредвиденная ошибка. Попробуйте позже.",
  "error.continueShopping": "Продолжить покупки",
  "error.redirecting": "Перенаправление…",
};

export default ru;
