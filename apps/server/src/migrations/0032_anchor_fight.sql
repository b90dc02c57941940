-- Anchor fight (issue 11): a cheering draw backs a host; the record keeps whom it backed.
alter table draws add column target_id bigint references users (id);

-- the anchor-fight board: cheer points per host
alter table rank_scores drop constraint rank_scores_board_check;
alter table rank_scores add constraint rank_scores_board_check
  check (board in ('rich', 'charm', 'cp', 'newer', 'buddy', 'racing', 'lucky', 'blind_box', 'anchor_fight'));
