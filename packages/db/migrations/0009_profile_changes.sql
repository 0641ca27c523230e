-- A customer's details before each change of its email, phone or username, for the "This wasn't me" link mailed to the old address (issue 14, item 3).
CREATE TABLE "profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"old_username" text NOT NULL,
	"old_email" text NOT NULL,
	"old_phone" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_changes" ADD CONSTRAINT "profile_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_changes_token_key" ON "profile_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "profile_changes_account_idx" ON "profile_changes" USING btree ("account_id");