import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute } from '../database/typed-query';
import type { IInsertContactMessageQuery } from './contact-messages.repository.sql-types';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  /** The sender's address, kept to trace abuse. */
  ip: string;
}

const insertContactMessage = sql<IInsertContactMessageQuery>`
  INSERT INTO contact_messages (name, email, message, ip) VALUES ($name!, $email!, $message!, $ip!)`;

/** SQL of the contact_messages table. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async insert(m: NewContactMessage): Promise<void> {
    await execute(insertContactMessage, m, this.ds);
  }
}
