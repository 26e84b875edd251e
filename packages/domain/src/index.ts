// The domain package's public surface (DESIGN.md: pure rules shared by both apps).
// Modules can also be imported one by one: "@polku/domain/money".
export * from "./api/shell";
export * from "./api/catalogue";
export * from "./reco/context";
export * from "./reco/score";
export * from "./api/reco";
export * from "./api/search";
export * from "./analytics";
export * from "./constants";
export * from "./locale";
export * from "./meta";
export * from "./money";
export * from "./routing";
export * from "./settings";
export * from "./toast";
export * from "./viewed-products";
export * from "./prices";
export * from "./route-rules";
export * from "./catalogue/sizes";
export * from "./catalogue/rating";
export * from "./catalogue/description";
export * from "./catalogue/paging";
export * from "./catalogue/sort";
export * from "./catalogue/filter-query";
export * from "./catalogue/filters";
export * from "./catalogue/facets";
