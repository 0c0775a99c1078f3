from quiddler_score.cli import main

main()
