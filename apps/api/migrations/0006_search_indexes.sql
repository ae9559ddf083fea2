-- Search asks on every request whether the term is a collection's name (spec section 5, rule 3); without these the
-- question scanned every product. With them it is two index look-ups, already in catalogue order.
CREATE INDEX products_collection_key ON products (collection_key, seq);
CREATE INDEX products_viewable_key ON products (viewable_key, seq);
