ALTER TABLE "business_settings" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "phones" text[];--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "emails" text[];--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_details_check" CHECK (num_nulls("business_settings"."name", "business_settings"."street", "business_settings"."city", "business_settings"."region", "business_settings"."postal_code", "business_settings"."phones", "business_settings"."emails") in (0, 7));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_phones_check" CHECK (cardinality("business_settings"."phones") between 1 and 3);--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_emails_check" CHECK (cardinality("business_settings"."emails") between 1 and 3);