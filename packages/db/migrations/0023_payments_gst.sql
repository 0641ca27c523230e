CREATE TABLE "online_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_order_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_orders_kind_check" CHECK ("online_orders"."kind" in ('full', 'deposit')),
	CONSTRAINT "online_orders_status_check" CHECK ("online_orders"."status" in ('created', 'paid', 'failed', 'expired')),
	CONSTRAINT "online_orders_amount_check" CHECK ("online_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refunded_at" timestamp with time zone,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_processed_check" CHECK (("refunds"."status" = 'processed') = ("refunds"."refunded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"booking_id" uuid,
	"subscription_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"original_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"supply_type" text NOT NULL,
	"tax_rate_percent" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"reason" text,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_supply_type_check" CHECK ("invoices"."supply_type" in ('intra', 'inter')),
	CONSTRAINT "invoices_subject_check" CHECK (num_nonnulls("invoices"."booking_id", "invoices"."subscription_id") = 1),
	CONSTRAINT "invoices_credit_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."original_invoice_id" is not null)),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise"),
	CONSTRAINT "invoices_split_check" CHECK (("invoices"."supply_type" = 'intra' and "invoices"."igst_paise" = 0) or ("invoices"."supply_type" = 'inter' and "invoices"."cgst_paise" = 0 and "invoices"."sgst_paise" = 0))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "gst_legal_name" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sac_code" text DEFAULT '998714' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "payment_hold_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "gst_legal_name" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "gst_state" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "tax_rate_percent" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_orders_provider_key" ON "online_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "online_orders_booking_idx" ON "online_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_refunded_at_idx" ON "refunds" USING btree ("refunded_at","amount_paise") WHERE "refunds"."status" = 'processed';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_key" ON "invoices" USING btree ("kind","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_key" ON "invoices" USING btree ("booking_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_payment_key" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_refund_key" ON "invoices" USING btree ("refund_id") WHERE "invoices"."kind" = 'credit_note' and "invoices"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_gstin_check" CHECK (("accounts"."gstin" is null) = ("accounts"."gst_legal_name" is null));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_sac_check" CHECK ("services"."sac_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_check" CHECK ("services"."deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_payment_hold_check" CHECK ("business_settings"."payment_hold_minutes" between 1 and 60);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_tax_rate_check" CHECK ("business_settings"."tax_rate_percent" in (0, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_gst_check" CHECK (num_nulls("business_settings"."gst_legal_name", "business_settings"."gstin", "business_settings"."gst_state") in (0, 3));