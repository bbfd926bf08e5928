-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastLoginIp" TEXT;
