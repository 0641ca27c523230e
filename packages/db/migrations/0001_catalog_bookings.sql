CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_name" text NOT NULL,
	"description" text NOT NULL,
	"price" text NOT NULL,
	"price_paise" integer NOT NULL,
	"time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"public_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('Active', 'Inactive')),
	CONSTRAINT "services_public_key_check" CHECK ("services"."public_key" in ('basic', 'interior', 'exterior', 'full')),
	CONSTRAINT "services_price_paise_check" CHECK ("services"."price_paise" >= 0),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bays" integer DEFAULT 3 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"opening_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."id" = 1),
	CONSTRAINT "business_settings_bays_check" CHECK ("business_settings"."bays" between 1 and 50),
	CONSTRAINT "business_settings_slot_check" CHECK ("business_settings"."slot_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_name" text,
	"guest_phone" text,
	"category_id" uuid,
	"sub_category_id" uuid,
	"service_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scheduled" boolean DEFAULT true NOT NULL,
	"time_slot" text,
	"car_type" text,
	"car_no" text[] NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"employee_id" uuid,
	"price" text NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"source" text DEFAULT 'app' NOT NULL,
	"created_by" uuid,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Pending', 'Confirmed', 'In progress', 'Completed', 'Cancelled')),
	CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('app', 'public')),
	CONSTRAINT "bookings_time_order_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_customer_check" CHECK ("bookings"."user_id" is not null or "bookings"."guest_name" is not null),
	CONSTRAINT "bookings_slot_check" CHECK ("bookings"."scheduled" or "bookings"."time_slot" is not null),
	CONSTRAINT "bookings_car_no_check" CHECK (cardinality("bookings"."car_no") > 0)
);
--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_accounts_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_lower_key" ON "services" USING btree (lower("service_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_public_key_key" ON "services" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_category_name_key" ON "sub_categories" USING btree ("category_id",lower("sub_name"));--> statement-breakpoint
CREATE INDEX "bookings_date_start_idx" ON "bookings" USING btree ("booking_date","starts_at","id");--> statement-breakpoint
CREATE INDEX "bookings_holding_bay_idx" ON "bookings" USING btree ("starts_at","ends_at") WHERE "bookings"."scheduled" and "bookings"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_employee_idx" ON "bookings" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_category_idx" ON "bookings" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "bookings_sub_category_idx" ON "bookings" USING btree ("sub_category_id");