CREATE TABLE "plan_categories" (
	"plan_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "plan_categories_plan_id_category_id_pk" PRIMARY KEY("plan_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "plan_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"value_paise" integer DEFAULT 0 NOT NULL,
	"booking_id" uuid,
	"visit_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_ledger_kind_check" CHECK ("plan_ledger"."kind" in ('granted', 'redeemed', 'restored', 'refunded', 'expired', 'adjusted', 'missed-visit credit')),
	CONSTRAINT "plan_ledger_credits_check" CHECK ("plan_ledger"."credits" <> 0)
);
--> statement-breakpoint
CREATE TABLE "plan_services" (
	"plan_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_services_plan_id_service_id_pk" PRIMARY KEY("plan_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "plan_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"source" text NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"proof_at" timestamp with time zone,
	"proof_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_visits_source_check" CHECK ("plan_visits"."source" in ('daily', 'booked')),
	CONSTRAINT "plan_visits_status_check" CHECK ("plan_visits"."status" in ('scheduled', 'done', 'missed', 'unplaced', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price_paise" integer NOT NULL,
	"visits" integer,
	"valid_days" integer,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"max_pause_days" integer DEFAULT 7 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_kind_check" CHECK ("plans"."kind" in ('daily', 'monthly', 'pack')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_paise" > 0),
	CONSTRAINT "plans_shape_check" CHECK (("plans"."kind" = 'daily' and "plans"."visits" is null and "plans"."valid_days" is null and cardinality("plans"."weekdays") > 0)
        or ("plans"."kind" = 'monthly' and "plans"."visits" > 0 and "plans"."valid_days" is null)
        or ("plans"."kind" = 'pack' and "plans"."visits" > 0 and "plans"."valid_days" > 0)),
	CONSTRAINT "plans_pause_check" CHECK ("plans"."max_pause_days" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "subscription_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_pauses_order_check" CHECK ("subscription_pauses"."to_date" >= "subscription_pauses"."from_date")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"address" text,
	"landmark" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'cancelled', 'expired')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."end_date" >= "subscriptions"."start_date"),
	CONSTRAINT "subscriptions_cancel_check" CHECK (("subscriptions"."status" = 'cancelled') = ("subscriptions"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "visit_photos" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"photo" "bytea" NOT NULL,
	"taken_by" uuid,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_categories" ADD CONSTRAINT "plan_categories_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_categories" ADD CONSTRAINT "plan_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_ledger" ADD CONSTRAINT "plan_ledger_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_ledger" ADD CONSTRAINT "plan_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_ledger" ADD CONSTRAINT "plan_ledger_visit_id_plan_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."plan_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_ledger" ADD CONSTRAINT "plan_ledger_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_services" ADD CONSTRAINT "plan_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_proof_by_accounts_id_fk" FOREIGN KEY ("proof_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_visit_id_plan_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."plan_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_taken_by_accounts_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_ledger_sub_idx" ON "plan_ledger" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_ledger_missed_key" ON "plan_ledger" USING btree ("visit_id") WHERE "plan_ledger"."kind" = 'missed-visit credit';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_ledger_booking_kind_key" ON "plan_ledger" USING btree ("booking_id","kind") WHERE "plan_ledger"."kind" in ('redeemed', 'restored');--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_daily_key" ON "plan_visits" USING btree ("subscription_id","visit_date") WHERE "plan_visits"."source" = 'daily';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_booking_key" ON "plan_visits" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "plan_visits_date_status_idx" ON "plan_visits" USING btree ("visit_date","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "subscription_pauses_sub_idx" ON "subscription_pauses" USING btree ("subscription_id","from_date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_active_idx" ON "subscriptions" USING btree ("start_date","end_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id") WHERE "payments"."subscription_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (num_nonnulls("payments"."booking_id", "payments"."subscription_id") = 1);