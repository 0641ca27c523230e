CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"sub_category_id" uuid,
	"colour" text DEFAULT '' NOT NULL,
	"parking_note" text DEFAULT '' NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_plate_check" CHECK ("vehicles"."plate" ~ '^[A-Z0-9]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_user_plate_key" ON "vehicles" USING btree ("user_id","plate") WHERE "vehicles"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_user_created_idx" ON "vehicles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm_idx" ON "vehicles" USING gin ("plate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");--> statement-breakpoint
-- Written by hand: every customer's car numbers already on file become its first vehicles (type unknown until
-- the customer sets it), as the car number given at sign-up does from now on. Normalised as car_keys (0011) does.
INSERT INTO "vehicles" ("user_id", "plate", "created_at", "updated_at")
SELECT DISTINCT "a"."id", "k"."plate", "a"."created_at", "a"."created_at"
FROM "accounts" AS "a", unnest(car_keys("a"."car_no")) AS "k"("plate")
WHERE "a"."type_of_user" = 'User' AND "k"."plate" ~ '^[A-Z0-9]{1,20}$';
