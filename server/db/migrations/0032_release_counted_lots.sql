-- A lot being counted is no longer stored IN_AUDIT: it reads IN_AUDIT while an audit of its location that is not
-- closed counts its product (modules/inventory/countHolds.ts). Lots stored IN_AUDIT before go back to IN_INVENTORY,
-- each with its ledger row, as the audit's close did, under the newest audit that counts them.
insert into stock_movements (tenant_id, lot_id, product_id, kind, quantity, from_status, to_status, from_location_id, to_location_id, document_type, document_id, user_id)
select l.tenant_id, l.id, l.product_id, 'AUDIT', 0, 'IN_AUDIT', 'IN_INVENTORY', l.location_id, l.location_id, 'AUDIT',
  coalesce(
    (select al.audit_id from audit_lots al join audits a on a.tenant_id = al.tenant_id and a.id = al.audit_id
      where al.tenant_id = l.tenant_id and al.lot_id = l.id order by a.created_at desc limit 1),
    l.id),
  null
from product_lots l
where l.status = 'IN_AUDIT'
order by l.tenant_id, l.id;
--> statement-breakpoint
update product_lots set status = 'IN_INVENTORY', updated_at = now() where status = 'IN_AUDIT';
